export function r(){}
