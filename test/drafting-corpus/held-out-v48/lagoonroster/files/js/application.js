// TreeFrog application.js
