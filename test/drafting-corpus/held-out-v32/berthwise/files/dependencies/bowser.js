/* dependencies/bowser.js */
