/* dependencies/vue.js */
