/* dependencies/sails.io.js */
