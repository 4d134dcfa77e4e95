import{Aurelia as e,RouterConfiguration as t}from"./aurelia.4c0e2d71.js";/* hydrate my-app */
