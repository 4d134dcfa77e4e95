/* dependencies/parasails.js */
