// The asynchronous boundary: nothing else runs before webpack has set up the share scope.
import('./bootstrap.js').catch((error) => {
  document.body.textContent = `The shop could not start: ${error.message}`;
});
