/* Stacks page JS page2 */
var stacks = stacks || {};
