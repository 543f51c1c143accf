import { createServer } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { listen } from '../src/server/listen';
import { shippedSearch } from './search-chunk';

/** A chunk shaped like webpack's output: a classic script pushing modules onto `self.webpackChunk…`. */
const chunkOf = (...modules: string[]) =>
  `"use strict";(()=>{(self.webpackChunksynthetic=self.webpackChunksynthetic||[]).push([[1],{${modules.join(',')}}]);})();`;

// A module with a shard's URL (a site path, as the search index's core lists them), and the search module fetching it.
const shardUrl = '84777(s,t,e){s.exports="/assets/shard.1234abcd.txt"}';
const search = '65108(s,t,e){e.r(t),e.d(t,{search:()=>q});async function q(x){const r=await fetch(e(84777));return{results:[{url:"/"+x,text:await r.text()}],total:1}}}';

const server = createServer((request, response) => response.end(`shard at ${request.url}`));
const { port } = await listen(server, { port: 0, host: '127.0.0.1' });
afterAll(() => server.close());

describe('shippedSearch', () => {
  it('runs the chunk, resolves its modules and records what its search fetched', async () => {
    const shipped = shippedSearch(chunkOf(shardUrl, search), `http://127.0.0.1:${port}`);
    expect(await shipped.search('query')).toEqual({ results: [{ url: '/query', text: 'shard at /assets/shard.1234abcd.txt' }], total: 1 });
    expect(shipped.fetched).toEqual(['/assets/shard.1234abcd.txt']);
  });

  it('says so when no module exports a search', () => {
    expect(() => shippedSearch(chunkOf(shardUrl), `http://127.0.0.1:${port}`)).toThrow(/exports no search function/);
  });
});
