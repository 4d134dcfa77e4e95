import{h as e}from"./vendor-DkR3s1aQ.js";/* redwood web bundle stub */
