export function c(){return{mount(){}}}
