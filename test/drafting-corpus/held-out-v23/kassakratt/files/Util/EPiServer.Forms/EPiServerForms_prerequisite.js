/* forms stub */
var epi=epi||{};
