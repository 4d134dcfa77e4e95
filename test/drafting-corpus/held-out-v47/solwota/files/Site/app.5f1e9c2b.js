/* Ur/Web client runtime (generated) */
function sc(v){return{data:v}}
function execF(f,x){return f(x)}
