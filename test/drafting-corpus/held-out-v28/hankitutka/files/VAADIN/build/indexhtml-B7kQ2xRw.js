import"./FlowBootstrap-Dq3.js";/* vaadin bundle stub */
