/* app stub */
(function(){var s=window.__BOOTSTRAP_STATE__;})();
