import MiniSearch from 'minisearch';

export class DocSearch {
  constructor(documents) {
    this.index = new MiniSearch({ fields: ['title', 'text'], storeFields: ['title'] });
    this.index.addAll(documents);
  }

  titles(query) {
    return this.index.search(query, { prefix: true }).map((result) => result.title);
  }
}
