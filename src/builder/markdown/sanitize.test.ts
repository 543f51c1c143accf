import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { renderMarkdown } from './render';

const hostile = await readFile(join(paths.root, 'test/fixtures/hostile-readme.md'), 'utf8');
const { code: html } = await renderMarkdown({ file: 'hostile-readme.md', contentPath: 'plugins/hostile.md', body: hostile, readme: {} });
// What a browser makes of the rendered page: payloads left as visible text are harmless, markup is not.
const { document } = new JSDOM(`<body>${html}</body>`).window;
const elements = [...document.body.querySelectorAll('*')];
const urls = elements.flatMap((element) =>
  ['href', 'src', 'action', 'formaction', 'data', 'srcdoc'].flatMap((name) => element.getAttribute(name) ?? []),
);

describe('README HTML is sanitised', () => {
  it.each(['script', 'style', 'iframe', 'object', 'embed', 'form', 'button', 'svg', 'math', 'img'])('keeps no <%s> element', (tag) => {
    expect(document.body.querySelectorAll(tag).length).toBe(0);
  });

  it('keeps inputs only as the disabled checkboxes of task lists', () => {
    for (const input of document.body.querySelectorAll('input')) {
      expect([input.getAttribute('type'), input.hasAttribute('disabled')]).toEqual(['checkbox', true]);
    }
  });

  it('keeps no event handler attribute, in any case', () => {
    const handlers = elements.flatMap((element) => element.getAttributeNames().filter((name) => /^on/i.test(name)));
    expect(handlers).toEqual([]);
  });

  it('keeps no URL but http(s), mailto and this site: no javascript:, data: or srcdoc, with entities or tabs', () => {
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^(?:https?:|mailto:|#|\/)/);
  });

  it('prefixes ids and names from the README so they cannot clobber the page', () => {
    expect(document.getElementById('sidebar')).toBeNull();
    expect(document.getElementById('user-content-sidebar')?.textContent).toBe('Clobbering ids');
  });

  it('keeps what READMEs legitimately use: tables, details, kbd, sup, safe links, text', () => {
    expect(document.querySelector('table td kbd')?.textContent).toBe('Ctrl');
    expect(document.querySelector('table td sup')?.textContent).toBe('2');
    expect([...document.querySelectorAll('details summary')].map((summary) => summary.textContent)).toContain('Details');
    expect(urls).toEqual(expect.arrayContaining(['https://example.com/docs', 'mailto:someone@example.com']));
    expect(document.body.textContent).toContain('Hidden text stays.');
    expect(document.body.textContent).toContain('Hover text stays.');
  });
});
