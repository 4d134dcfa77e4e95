(()=>{var e=document.querySelector("meta[name='csrf-token']");})();
