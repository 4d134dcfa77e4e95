export default async function init(p){await fetch(p)}
export function hydrate(){}
