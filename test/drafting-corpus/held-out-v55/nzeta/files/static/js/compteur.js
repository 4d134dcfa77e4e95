function animerCompteur(el,cible){var n=0;setInterval(function(){if(n<cible){n+=1;el.innerText=n}},20)}
