var postActions={};
