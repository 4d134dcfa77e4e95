/* SXA script stub */
var XA=window.XA||{};
