const button = document.querySelector('#show-shortcuts');
const status = document.querySelector('#status');
const panel = document.querySelector('#shortcuts');

button.addEventListener('click', async () => {
  button.disabled = true;
  status.textContent = 'Loading…';
  try {
    const { renderShortcuts } = await import(/* webpackChunkName: "shortcuts" */ './shortcuts.js');
    renderShortcuts(panel);
    status.textContent = '';
    button.hidden = true;
  } catch (error) {
    console.warn(error);
    status.textContent = 'The shortcuts could not be loaded. Check your connection and try again.';
    button.disabled = false;
  }
});
