import { GlossarySearch } from './glossary-search.js';

customElements.define('glossary-search', GlossarySearch);
