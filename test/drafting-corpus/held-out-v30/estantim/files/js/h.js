var H={};
