export default (e)=>async(t,o,n,{client:c})=>{};
