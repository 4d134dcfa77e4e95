/* Stacks page JS page5 */
var stacks = stacks || {};
