/* Stacks page JS page6 */
var stacks = stacks || {};
