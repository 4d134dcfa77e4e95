window.CF=window.CF||{};
