/* Stacks page JS page7 */
var stacks = stacks || {};
