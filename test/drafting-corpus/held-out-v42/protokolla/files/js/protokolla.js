$(document).ready(function () {
    $("#kontaktformular").submit(function () {
        if ($("#email").val().indexOf("@") < 0) {
            $(".flash-message").text("Bitte geben Sie eine gültige E-Mail-Adresse ein.").show();
            return false;
        }
    });
    if (window.external && "msIsSiteMode" in window.external) {
        try { if (window.external.msIsSiteMode()) { $("body").addClass("pinned"); } } catch (e) {}
    }
});
