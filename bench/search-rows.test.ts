import { describe, expect, it } from 'vitest';
import type { SearchRow } from '../src/shared/search';
import { rowsOfChunk } from './search-rows';

const ROWS: SearchRow[] = [
  ['/concepts/', 'Concepts', 'Concepts', '', 'Synthetic introduction.', ''],
  ['/concepts/#entry', 'Concepts', 'Concepts', 'Entry', 'Synthetic text about entries.', 'entry.main'],
];

/** A chunk shaped like webpack's output: a classic script pushing modules onto `self.webpackChunk…`. */
const chunkOf = (...modules: string[]) =>
  `"use strict";(()=>{(self.webpackChunksynthetic=self.webpackChunksynthetic||[]).push([[1],{${modules.join(',')}}]);})();`;

describe('rowsOfChunk', () => {
  it('reads the rows from a module defining its default export in the array form', () => {
    expect(rowsOfChunk(chunkOf(`12(s,e,t){const o=${JSON.stringify(ROWS)};t.d(e,["default",0,o])}`))).toEqual(ROWS);
  });

  it('reads the rows from a module defining its default export with getters', () => {
    expect(rowsOfChunk(chunkOf(`7(s,e,t){t.r(e);t.d(e,{default:()=>o});const o=${JSON.stringify(ROWS)}}`))).toEqual(ROWS);
  });

  it('passes over modules that need others or export something else', () => {
    const library = '3(s,e,t){const lib=t(99);t.d(e,{default:()=>lib})}';
    const other = '4(s,e,t){t.d(e,["default",0,[1,2,3]])}';
    const rows = `5(s,e,t){t.d(e,["default",0,${JSON.stringify(ROWS)}])}`;
    expect(rowsOfChunk(chunkOf(library, other, rows))).toEqual(ROWS);
  });

  it('says so when no module holds rows', () => {
    expect(() => rowsOfChunk(chunkOf('4(s,e,t){t.d(e,["default",0,[]])}'))).toThrow(/no module of search rows/);
  });
});
