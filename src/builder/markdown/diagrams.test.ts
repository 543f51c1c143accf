import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render';

const page = (fence: string) => renderMarkdown({ file: 'content/a.md', contentPath: 'a.md', body: `# Page\n\n${fence}\n` });

describe('diagrams', () => {
  it('draws a dot fence as an inline SVG image with its caption and text alternative, coloured by the page', async () => {
    const { code } = await page('```dot title="Two modules" alt="index.js imports format.js."\ndigraph { a [label="index.js", class="accent"]; b [label="format.js"]; a -> b [label="import"]; }\n```\n\n```dot title="Again" alt="One box."\ndigraph { c }\n```');
    expect(code).toMatch(/^<h1[^]*<figure class="diagram"><div class="diagram__scroll" tabindex="0"><svg width="\d+" height="\d+" viewBox="[\d. ]+" role="img" aria-labelledby="diagram-1-title" aria-describedby="diagram-1-desc" class="diagram__svg"><title id="diagram-1-title">Two modules<\/title><desc id="diagram-1-desc">index.js imports format.js.<\/desc>/);
    expect(code).toContain('<figcaption class="diagram__caption">Two modules</figcaption>');
    expect(code).toContain('aria-labelledby="diagram-2-title"');
    // Lines and text follow the theme; a class from the DOT reaches the SVG for CSS to colour.
    expect(code).toContain('stroke="currentColor"');
    expect(code).not.toMatch(/"black"|"white"|font-family/);
    expect(code).toContain('class="node accent"');
    // No tooltips naming DOT ids, and no ids that a second diagram would repeat.
    expect(code.match(/<title/g)).toHaveLength(2);
    expect(code).not.toMatch(/id="(node|edge|graph)\d+"/);
  });

  it('names the file and line of a diagram without a caption or text alternative, or with DOT Graphviz refuses', async () => {
    await expect(page('```dot title="No alternative"\ndigraph { a }\n```')).rejects.toThrow(/content\/a\.md:3:1.*needs title="…" \(its caption\) and alt="…"/);
    await expect(page('```dot title="Broken" alt="Nothing."\ndigraph { a -> }\n```')).rejects.toThrow(/content\/a\.md:3:1.*diagram "Broken": .*syntax error/i);
  });
});
