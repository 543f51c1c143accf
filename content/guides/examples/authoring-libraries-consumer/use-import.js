import { readFile } from 'node:fs/promises';
import MiniSearch from 'minisearch';
import { DocSearch, highlight } from 'doc-search-kit';

const documents = JSON.parse(await readFile(new URL('./documents.json', import.meta.url), 'utf8'));
const search = new DocSearch(documents);

console.log('loaded:', import.meta.resolve('doc-search-kit').split('/node_modules/')[1]);
console.log('titles:', search.titles('bundl'));
console.log('html:', highlight('Build, pack and publish', 'pack'));
console.log('same MiniSearch as the app:', search.index instanceof MiniSearch);
