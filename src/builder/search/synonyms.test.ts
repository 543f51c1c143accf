import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSynonyms, shippedSynonyms } from './synonyms';

const dir = await mkdtemp(join(tmpdir(), 'synonyms-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function tableOf(source: string) {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.yaml`);
  await writeFile(file, source);
  return readSynonyms(file);
}

const indexed = new Set(['hot', 'module', 'replacement', 'hmr', 'devserver']);

describe('the synonym table', () => {
  it('ships each phrase by its query terms, without stop words', async () => {
    const table = await tableOf('# a comment\nhmr: [hot module replacement]\nhow to hot reload: [hmr]\n');
    expect(shippedSynonyms(table, (term) => indexed.has(term))).toEqual({ hmr: ['hot module replacement'], 'hot reload': ['hmr'] });
  });

  it('names the file and line of a phrase leading to words no page contains', async () => {
    const table = await tableOf('hmr: [hot module replacement]\ndev server: [devServer, dev-sever]\n');
    expect(() => shippedSynonyms(table, (term) => indexed.has(term))).toThrow(/synonyms-[^:]*\.yaml:2: “dev server” leads to “dev-sever”, “dev”, “sever”, which no page contains/);
  });

  it('names the line of malformed YAML, a phrase without phrases and a phrase given twice', async () => {
    await expect(tableOf('hmr: [hot module replacement\n')).rejects.toThrow(/\.yaml:\d+: invalid YAML/);
    await expect(tableOf('hmr: [hmr]\nenv: []\n')).rejects.toThrow(/\.yaml:2: “env”: give at least one phrase/);
    const twice = await tableOf('hmr: [hot]\nHMR: [module]\n');
    expect(() => shippedSynonyms(twice, (term) => indexed.has(term))).toThrow(/\.yaml:2: “HMR” is in the table twice/);
  });

  it('is empty when there is no file', async () => {
    expect((await readSynonyms(join(dir, 'missing.yaml'))).entries).toEqual([]);
  });
});
