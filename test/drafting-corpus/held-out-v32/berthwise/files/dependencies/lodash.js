/* dependencies/lodash.js */
