/*! netlify-cms-app 2.15.72 bundle (placeholder) */
