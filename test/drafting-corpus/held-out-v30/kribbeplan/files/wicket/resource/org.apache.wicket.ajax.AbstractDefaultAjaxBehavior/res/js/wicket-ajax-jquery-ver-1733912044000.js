/* wicket ajax stub */
var Wicket=window.Wicket||{Ajax:{}};
