const heading = document.createElement('h1');
heading.textContent = 'Build dashboard';
document.body.prepend(heading);
