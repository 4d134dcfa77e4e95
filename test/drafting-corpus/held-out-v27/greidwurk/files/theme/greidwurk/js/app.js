document.getElementById('cookiebanner').hidden=!!localStorage.getItem('ck');
