import { appendFile, cp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Existing sections to put the generated pages in: the list of sections is fixed by the site. */
export const SYNTHETIC_SECTIONS = ['guides', 'concepts', 'api', 'migrate', 'contribute'];

/**
 * A copy of `contentRoot` plus `count` generated pages spread over SYNTHETIC_SECTIONS, each with
 * headings, prose, a code block, a link with an anchor to the next generated page of its section and
 * one to the section, so that rendering, highlighting and link checking all have work to do.
 */
export async function writeSyntheticSite(contentRoot: string, target: string, count: number): Promise<void> {
  await cp(contentRoot, target, { recursive: true });
  const name = (at: number) => `synthetic-${String(at).padStart(4, '0')}`;
  for (let at = 0; at < count; at++) {
    const section = SYNTHETIC_SECTIONS[at % SYNTHETIC_SECTIONS.length]!;
    const next = at + SYNTHETIC_SECTIONS.length < count ? `[the next page](/${section}/${name(at + SYNTHETIC_SECTIONS.length)}/#usage)` : 'the last page';
    const text = [
      '---',
      `title: Synthetic page ${at}`,
      `sort: ${1000 + at}`,
      `description: A generated page used to measure how the build scales (${at}).`,
      '---',
      '',
      `This page exists to measure the build. It links to ${next} and back to [the section](/${section}/).`,
      '',
      '## Usage',
      '',
      `Set \`output.filename\` to \`[name].${at}.js\` and run the build. ${'Steady prose to index and render. '.repeat(12)}`,
      '',
      '```js title="webpack.config.js"',
      'export default {',
      `  entry: './src/page-${at}.js',`,
      "  output: { filename: '[name].[contenthash].js' },",
      '};',
      '```',
      '',
      '### Details',
      '',
      `${'More words about configuration, chunks and caching. '.repeat(10)}`,
      '',
    ].join('\n');
    await writeFile(join(target, section, `${name(at)}.md`), text);
  }
}

/** Changes the text of one generated page, as an author's edit does: the "one page edited" build. */
export async function editSyntheticPage(target: string, edition: number): Promise<void> {
  await appendFile(join(target, SYNTHETIC_SECTIONS[0]!, 'synthetic-0000.md'), `\nEdited for the benchmark (${edition}).\n`);
}
