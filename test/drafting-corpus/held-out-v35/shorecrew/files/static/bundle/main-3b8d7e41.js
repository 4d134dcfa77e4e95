// Quarkus Web Bundler output
import"./chunk-bootstrap.js";
