(()=>{"use strict";})();
