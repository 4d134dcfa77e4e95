import{h as e,hydrate as t}from"./vendor-Bp0Lx2Qe.js";/* preact-iso hydrate */
