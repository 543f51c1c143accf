const link = document.createElement('a');
link.href = '#help';
link.textContent = 'Help';
document.body.append(link);

link.addEventListener('click', async () => {
  const { showHelp } = await import(/* webpackChunkName: "help" */ './help.js');
  showHelp(document.body);
});
