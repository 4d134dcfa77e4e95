self.__BUILD_MANIFEST={__rewrites:{afterFiles:[],beforeFiles:[],fallback:[]},"/":["static/chunks/pages/index.js"]};self.__BUILD_MANIFEST_CB&&self.__BUILD_MANIFEST_CB();
