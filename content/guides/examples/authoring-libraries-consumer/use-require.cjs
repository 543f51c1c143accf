const MiniSearch = require('minisearch');
const { DocSearch, highlight } = require('doc-search-kit');
const documents = require('./documents.json');

const search = new DocSearch(documents);

console.log('loaded:', require.resolve('doc-search-kit').split('/node_modules/')[1]);
console.log('titles:', search.titles('bundl'));
console.log('html:', highlight('Build, pack and publish', 'pack'));
console.log('same MiniSearch as the app:', search.index instanceof MiniSearch);
