const status = document.createElement('p');
status.id = 'status';
status.textContent = `Release ${__RELEASE__}. The report is not loaded yet.`;

const button = document.createElement('button');
button.id = 'show-report';
button.textContent = 'Show the report';
button.addEventListener('click', async () => {
  // Reached only on a click: with lazy compilation, webpack compiles report.js now.
  const { renderReport } = await import('./report.js');
  status.replaceWith(renderReport());
});

document.body.append(status, button);
