/* Stacks page JS page1 */
var stacks = stacks || {};
