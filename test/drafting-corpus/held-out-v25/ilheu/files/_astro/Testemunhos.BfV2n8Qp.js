export default function T(p){return null}
