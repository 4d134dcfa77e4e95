/* dependencies/cloud.js */
