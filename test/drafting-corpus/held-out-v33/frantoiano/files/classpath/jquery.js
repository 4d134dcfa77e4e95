/*! jQuery v1.7.2 placeholder */
