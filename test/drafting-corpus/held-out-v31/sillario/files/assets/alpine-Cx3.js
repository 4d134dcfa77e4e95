export default {start(){}};
