const heading = document.querySelector('h1');
heading.textContent = 'Served by webpack-dev-server';
