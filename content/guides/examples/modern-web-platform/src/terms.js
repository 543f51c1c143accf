export const terms = [
  { id: 1, term: 'Chunk', definition: 'A file of the build output, holding one or more modules.' },
  { id: 2, term: 'Entry point', definition: 'The module where webpack starts to follow imports.' },
  { id: 3, term: 'External', definition: 'A module that webpack leaves out of the bundle and the runtime provides.' },
  { id: 4, term: 'Import map', definition: 'A JSON object in the page that tells the browser where a bare module name lives.' },
  { id: 5, term: 'Shadow root', definition: 'The private DOM tree of an element, with styles that stay inside it.' },
];
