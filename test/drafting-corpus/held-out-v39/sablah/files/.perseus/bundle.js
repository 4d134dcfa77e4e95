export default async function init(p){const r=await fetch(p);return WebAssembly.instantiateStreaming(r,{})}export function main(){}
