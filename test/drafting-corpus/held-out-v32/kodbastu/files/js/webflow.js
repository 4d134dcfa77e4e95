/*! Webflow (placeholder) */window.Webflow=window.Webflow||[];
