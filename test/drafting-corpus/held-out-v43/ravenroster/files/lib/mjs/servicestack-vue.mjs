/* @servicestack/vue 3.0 */export default {}
