import{c as e}from"./vendor-7b1e0c2d.js";e().mount("#app",!0);
