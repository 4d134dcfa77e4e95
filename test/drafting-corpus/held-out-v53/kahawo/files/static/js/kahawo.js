(function(){var a=document.getElementById('app');if(!a)return;try{var c=JSON.parse(a.dataset.config);document.documentElement.dataset.devise=c.currency[0];}catch(e){}})();
