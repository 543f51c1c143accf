const heading = document.createElement('h1');
heading.textContent = 'webpack is installed';
document.body.append(heading);
