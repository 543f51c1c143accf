import './nonce.js';

const button = document.querySelector('button');
const output = document.querySelector('output');

button.addEventListener('click', async () => {
  try {
    const { renderNotes } = await import(/* webpackChunkName: "notes" */ './notes.js');
    renderNotes(document.querySelector('main'));
    output.textContent = 'Release notes loaded';
  } catch (error) {
    output.textContent = `${error.name}: ${error.message}`;
  }
});
