<?xml version="1.0"?><rss version="2.0"><channel><title>Hashvapah</title></channel></rss>
