/* meteor client bundle (stub) */var Package={};
