import { describe, expect, it } from 'vitest';
import type { RegexEngine } from 'shiki';
import { rememberingEngine } from './regex-answers';

/** An engine that matches `patterns[0]` as a JavaScript regex and counts the questions it is asked. */
function countingEngine() {
  const asked: string[] = [];
  const compiled: string[][] = [];
  const engine: RegexEngine = {
    createString: (content) => ({ content }),
    createScanner: (patterns) => (compiled.push(patterns.map(String)), {
      findNextMatchSync(string, start) {
        const text = typeof string === 'string' ? string : string.content;
        asked.push(`${start} ${text}`);
        const pattern = new RegExp(patterns[0]!, 'g');
        pattern.lastIndex = start;
        const match = pattern.exec(text);
        return match ? { index: 0, captureIndices: [{ start: match.index, end: match.index + match[0].length, length: match[0].length }] } : null;
      },
    }),
  };
  return { engine, asked, compiled };
}

describe('rememberingEngine', () => {
  it("answers a block's second pass from the first, and forgets at the next block", () => {
    const { engine, asked } = countingEngine();
    const remembering = rememberingEngine(engine);
    const scanner = remembering.engine.createScanner(['b+']);
    const line = remembering.engine.createString('abbc');
    const first = scanner.findNextMatchSync(line, 0, 0);
    expect(first?.captureIndices[0]).toEqual({ start: 1, end: 3, length: 2 });
    // The same question of the same text, as a new string object (the second theme's pass).
    expect(scanner.findNextMatchSync(remembering.engine.createString('abbc'), 0, 0)).toBe(first);
    expect(scanner.findNextMatchSync('abbc', 2, 0)?.captureIndices[0]).toEqual({ start: 2, end: 3, length: 1 });
    expect(asked).toEqual(['0 abbc', '2 abbc']);
    remembering.nextBlock();
    scanner.findNextMatchSync('abbc', 0, 0);
    expect(asked).toEqual(['0 abbc', '2 abbc', '0 abbc']);
  });

  it('compiles a list of patterns once, however many rules ask for it, and shares its answers', () => {
    const { engine, asked, compiled } = countingEngine();
    const remembering = rememberingEngine(engine);
    const first = remembering.engine.createScanner(['b+', 'c']);
    const again = remembering.engine.createScanner(['b+', 'c']);
    remembering.engine.createScanner(['b+c']);
    expect(compiled).toEqual([['b+', 'c'], ['b+c']]);
    first.findNextMatchSync('abbc', 0, 0);
    again.findNextMatchSync('abbc', 0, 0);
    expect(asked).toEqual(['0 abbc']);
  });
});
