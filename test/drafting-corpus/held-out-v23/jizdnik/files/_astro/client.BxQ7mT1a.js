export default ()=>{}
