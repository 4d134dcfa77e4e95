self.__SSG_MANIFEST=new Set(["\u002F","\u002Fpricing","\u002Fabout"]);self.__SSG_MANIFEST_CB&&self.__SSG_MANIFEST_CB()
