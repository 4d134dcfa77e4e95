/* Stacks page JS page9 */
var stacks = stacks || {};
