document.write('312');
