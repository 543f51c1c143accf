document.querySelector('#app').textContent = 'Served by webpack-dev-server';
