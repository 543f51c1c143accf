import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT, type ExampleSection } from './example-project';

/** A guide's (or another teaching page's) markdown, for checking that what it shows the reader is what really happens. */
export class GuideText {
  readonly text: string;

  constructor(slug: string, section: ExampleSection = 'guides') {
    this.text = readFileSync(join(ROOT, 'content', section, `${slug}.md`), 'utf8');
  }

  /** The non-empty lines of the first ```text fence after `marker`, trailing spaces trimmed. */
  shownOutputAfter(marker: string): string[] {
    const at = this.text.indexOf(marker);
    expect(at, marker).toBeGreaterThan(-1);
    const fence = /```text\n([\s\S]*?)```/.exec(this.text.slice(at));
    expect(fence, `a text fence after ${marker}`).not.toBeNull();
    return fence![1]!.split('\n').map((line) => line.trimEnd()).filter((line) => line.trim() !== '');
  }

  /**
   * Every line the guide shows after `marker` was printed, in that order and with the same indentation.
   * Skipped: npm's `> ` header (the tests run npm with --silent) and `...`; `…` stands for any text,
   * and the build time may differ (after "compiled successfully" or "compiled with N warnings").
   */
  expectShownLines(marker: string, output: string): void {
    const shown = this.shownOutputAfter(marker).filter((line) => !line.startsWith('> ') && line.trim() !== '...');
    expect(shown.length, marker).toBeGreaterThan(0);
    const printed = output.split('\n').map((line) => line.trimEnd());
    let from = 0;
    for (const line of shown) {
      const pattern = new RegExp(
        `^${line
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/…/g, '.*')
          .replace(/(compiled (?:successfully|with \d+ (?:warning|error)s?)) in \d+ ms$/, '$1 in \\d+ ms')}$`,
      );
      const at = printed.findIndex((candidate, index) => index >= from && pattern.test(candidate));
      expect(at, `${JSON.stringify(marker)}: shown line ${JSON.stringify(line)} was not printed (in order)`).toBeGreaterThan(-1);
      from = at + 1;
    }
  }
}
