const heading = document.createElement('h1');
heading.textContent = 'A page that webpack wrote';
document.body.append(heading);
