export default async function init(){return {}}
