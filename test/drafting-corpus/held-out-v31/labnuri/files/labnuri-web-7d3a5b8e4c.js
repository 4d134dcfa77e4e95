export default async function init(){}
