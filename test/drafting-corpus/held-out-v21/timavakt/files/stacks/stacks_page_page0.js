/* Stacks page JS page0 */
var stacks = stacks || {};
