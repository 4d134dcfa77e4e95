document.addEventListener("htmx:afterRequest",e=>{const t=document.getElementById("bedankt");t&&e.detail.successful&&(t.textContent="Bedankt! We antwoorden binnen één werkdag.")});
