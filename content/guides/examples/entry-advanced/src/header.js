import { listItems } from './shared/store.js';

// Reports how many items the store holds once the page has finished loading.
globalThis.addEventListener?.('load', () => {
  document.title = `${listItems().length} item(s) in the basket`;
});
