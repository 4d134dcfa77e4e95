/* Stacks page JS page8 */
var stacks = stacks || {};
