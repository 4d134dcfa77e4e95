/* asset-pipeline: jquery 3.5.1, bootstrap.bundle 4.6, kaiplan.js (stub) */
