/*! main.js (Jigsaw blog starter search) */
(()=>{"use strict";})();
