/* Pico utils */
utils={};
