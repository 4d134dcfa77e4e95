window.Timinio=window.Timinio||{};Timinio.Router=Backbone.Router.extend({routes:{"":"home","times/":"pricing","voitheia/":"help"}});
