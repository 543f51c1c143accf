import MiniSearch from 'minisearch';
import sheet from './glossary-search.css' with { type: 'css' };

const icon = new URL('./search.svg', import.meta.url);

export class GlossarySearch extends HTMLElement {
  #index = new MiniSearch({ fields: ['term', 'definition'], storeFields: ['term', 'definition'] });
  #loaded = import('./terms.js').then(({ terms }) => this.#index.addAll(terms));
  #list;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = `<label><img src="${icon}" alt=""> Search <input type="search"></label><dl></dl>`;
    this.#list = root.querySelector('dl');
    root.querySelector('input').addEventListener('input', (event) => this.#show(event.target.value));
  }

  async #show(query) {
    await this.#loaded;
    const hits = this.#index.search(query, { prefix: true });
    this.#list.replaceChildren(
      ...hits.flatMap(({ term, definition }) => [
        Object.assign(document.createElement('dt'), { textContent: term }),
        Object.assign(document.createElement('dd'), { textContent: definition }),
      ]),
    );
  }
}
