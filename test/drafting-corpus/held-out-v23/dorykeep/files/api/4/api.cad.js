/* Big Cartel storefront API */
var Product={},Cart={},Format={};
