/* js/cloud.setup.js */
