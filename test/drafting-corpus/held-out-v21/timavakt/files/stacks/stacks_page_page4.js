/* Stacks page JS page4 */
var stacks = stacks || {};
