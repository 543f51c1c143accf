import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { largestFiles, largestPackages, packageOf } from './bundle-parts';

const input = (bytesInOutput: number) => ({ bytesInOutput });

const metafile = {
  inputs: {},
  outputs: {
    'compiler.js': {
      bytes: 0,
      imports: [],
      exports: [],
      inputs: {
        'node_modules/webpack/lib/Compiler.js': input(30),
        'node_modules/webpack/lib/index.js': input(20),
        'node_modules/terser/dist/bundle.min.js': input(40),
        'node_modules/a/node_modules/@scope/b/index.js': input(5),
        'unavailable:acorn': input(1),
        'src/playground/compiler/worker.ts': input(2),
      },
    },
  },
} as unknown as Metafile;

describe('the parts of a bundle', () => {
  it('belong to their package, a nested copy naming the package it sits in', () => {
    expect(packageOf('node_modules/webpack/lib/index.js')).toBe('webpack');
    expect(packageOf('node_modules/@jsonjoy.com/fs-snapshot/node_modules/@jsonjoy.com/json-pack/lib/index.js')).toBe('@jsonjoy.com/json-pack (in @jsonjoy.com/fs-snapshot)');
    expect(packageOf('src/playground/compiler/worker.ts')).toBe('src/playground/compiler/worker.ts');
  });

  it('are summed by package and listed largest first', () => {
    expect(largestPackages(metafile, 3)).toEqual([
      { part: 'webpack', bytes: 50 },
      { part: 'terser', bytes: 40 },
      { part: '@scope/b (in a)', bytes: 5 },
    ]);
  });

  it('are listed by file, largest first', () => {
    expect(largestFiles(metafile, 2)).toEqual([
      { part: 'node_modules/terser/dist/bundle.min.js', bytes: 40 },
      { part: 'node_modules/webpack/lib/Compiler.js', bytes: 30 },
    ]);
  });
});
