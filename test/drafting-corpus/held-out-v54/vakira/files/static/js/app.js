// vakira
