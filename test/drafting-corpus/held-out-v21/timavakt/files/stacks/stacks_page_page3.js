/* Stacks page JS page3 */
var stacks = stacks || {};
