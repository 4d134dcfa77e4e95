var StrutsUtils={};
