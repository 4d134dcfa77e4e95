import"./bootstrap";
