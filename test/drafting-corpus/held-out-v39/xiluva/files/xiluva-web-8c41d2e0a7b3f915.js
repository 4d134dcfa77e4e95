let wasm;export default async function init(p){const r=await fetch(p);const {instance}=await WebAssembly.instantiateStreaming(r,{});wasm=instance.exports;wasm.hydrate&&wasm.hydrate();}
