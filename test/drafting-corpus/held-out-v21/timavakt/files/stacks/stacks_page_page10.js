/* Stacks page JS page10 */
var stacks = stacks || {};
