import type { StatsCompilation } from 'webpack';
import { describe, expect, it } from 'vitest';
import { chunkGraphDot } from './stats-to-dot';

describe('chunkGraphDot', () => {
  it('puts each module in every chunk that holds it, marks the ones held twice, and draws the imports between them', () => {
    const stats: StatsCompilation = {
      chunks: [
        { id: 1, files: ['shop.js'], initial: true },
        { id: 2, files: ['cart.js'], initial: true },
        { id: 3, files: ['reviews.js'], initial: false },
      ],
      modules: [
        { name: './src/shop.js', chunks: [1], reasons: [{ moduleName: null, type: 'entry' }] },
        { name: './src/cart.js', chunks: [2], reasons: [] },
        { name: './src/money.js', chunks: [1, 2], reasons: [{ moduleName: './src/shop.js', type: 'harmony import specifier' }, { moduleName: './src/shop.js', type: 'harmony side effect evaluation' }, { moduleName: './src/cart.js', type: 'cjs require' }] },
        { name: './src/reviews.js', chunks: [3], reasons: [{ moduleName: './src/shop.js', type: 'import()' }] },
        { name: 'webpack/runtime/load script', moduleType: 'runtime', chunks: [1] },
      ],
    } as StatsCompilation;
    expect(chunkGraphDot(stats)).toBe(
      [
        'digraph {',
        '  rankdir=LR;',
        '  subgraph "cluster cart.js" {',
        '    label="cart.js, initial";',
        '    "cart.js ./src/cart.js" [label="src/cart.js"];',
        '    "cart.js ./src/money.js" [label="src/money.js", class="accent"];',
        '  }',
        '  subgraph "cluster reviews.js" {',
        '    label="reviews.js, on demand";',
        '    "reviews.js ./src/reviews.js" [label="src/reviews.js"];',
        '  }',
        '  subgraph "cluster shop.js" {',
        '    label="shop.js, initial";',
        '    "shop.js ./src/money.js" [label="src/money.js", class="accent"];',
        '    "shop.js ./src/shop.js" [label="src/shop.js"];',
        '  }',
        '  "cart.js ./src/cart.js" -> "cart.js ./src/money.js" [label="require"];',
        '  "shop.js ./src/shop.js" -> "reviews.js ./src/reviews.js" [label="import()", style=dashed];',
        '  "shop.js ./src/shop.js" -> "shop.js ./src/money.js" [label="import"];',
        '}',
        '',
      ].join('\n'),
    );
  });
});
