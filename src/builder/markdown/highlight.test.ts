import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { bundledLanguages, codeToHast } from 'shiki';
import { HIGHLIGHTED_LANGUAGES, LIGHT_COMMENT, ORDER_SENSITIVE_LANGUAGES, THEMES, withoutDefaultTokens } from './highlight';
import { renderMarkdown } from './render';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('highlighted code', () => {
  it('darkens the light theme comments to stay above 4.5:1 on white and on the tinted backgrounds around code', async () => {
    const { code } = await renderMarkdown({ file: 'content/a.md', contentPath: 'a.md', body: "```js\n// a comment\nconst a = 1;\n```\n" });
    expect(code).toContain(`--shiki-light:${LIGHT_COMMENT.ours}`);
    expect(code).not.toContain(LIGHT_COMMENT.shiki);
    // White, and the inline-code background of the light theme (src/app/styles/global.css).
    for (const background of ['#ffffff', '#eef2f5']) expect(contrast(LIGHT_COMMENT.ours, background)).toBeGreaterThan(4.5);
    expect(contrast(LIGHT_COMMENT.shiki, '#eef2f5')).toBeLessThan(4.5);
  });

  it('highlights with every grammar loaded exactly the languages that embed others lazily or inject rules into others', async () => {
    const sensitive: string[] = [];
    for (const language of HIGHLIGHTED_LANGUAGES) {
      const grammars = (await bundledLanguages[language as keyof typeof bundledLanguages]()).default;
      if (grammars.some((grammar) => grammar.injectTo?.length || grammar.embeddedLangsLazy?.length)) sensitive.push(language);
    }
    expect(sensitive).toEqual(ORDER_SENSITIVE_LANGUAGES);
  });

  it("puts the text of tokens in the block's own colours straight into their line", async () => {
    const source = "import a from 'a';\nexport default { entry: './src/index.js', mode: 'production' };\n// done";
    const pre = (await codeToHast(source, { lang: 'js', themes: THEMES, defaultColor: false })).children[0] as Element;
    const blockColours = /--shiki-light:#\w+;--shiki-dark:#\w+/.exec(String(pre.properties.style))![0].toLowerCase();
    const tokens = (block: Element) => (block.children[0] as Element).children.flatMap((line) => (line.type === 'element' ? line.children : []));
    const styleOf = (node: ReturnType<typeof tokens>[number]) => (node.type === 'element' ? String(node.properties.style).toLowerCase() : undefined);
    const before = tokens(pre);
    expect(before.filter((token) => styleOf(token) === blockColours).length).toBeGreaterThan(3);
    const coloured = before.filter((token) => token.type === 'element' && styleOf(token) !== blockColours).map(styleOf);
    const text = toString(pre);

    const after = tokens(withoutDefaultTokens(structuredClone(pre)));
    expect(after.filter((token) => styleOf(token) === blockColours)).toEqual([]);
    expect(after.filter((token) => token.type === 'element').map(styleOf)).toEqual(coloured);
    expect(after.some((token) => token.type === 'text')).toBe(true);
    expect(toString(withoutDefaultTokens(structuredClone(pre)))).toBe(text);
  });
});
