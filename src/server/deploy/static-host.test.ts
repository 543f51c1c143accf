import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, SECURITY_HEADERS } from '../headers';
import { headersFile, redirectsFile } from './static-host';

/** `_headers` as blocks: each path with the headers set for it. */
function blocks(file: string): Map<string, Record<string, string>> {
  const parsed = new Map<string, Record<string, string>>();
  let current: Record<string, string> = {};
  for (const line of file.split('\n').filter(Boolean)) {
    if (!line.startsWith('  ')) parsed.set(line, (current = {}));
    else {
      const [name, ...value] = line.trim().split(': ');
      current[name!] = value.join(': ');
    }
  }
  return parsed;
}

describe('static host rules', () => {
  it('sends the security headers everywhere, caches hashed files for a year and types the Markdown twins', () => {
    const rules = blocks(headersFile());
    expect(rules.get('/*')).toEqual(SECURITY_HEADERS);
    expect(rules.get('/assets/*')).toEqual({ 'Cache-Control': CACHE_CONTROL.immutable });
    expect(rules.get('/*.md')).toEqual({ 'Content-Type': 'text/markdown; charset=utf-8' });
    expect(rules.get('/:section/printable/*')).toEqual({ 'X-Robots-Tag': 'noindex, nofollow' });
  });

  it('redirects every page path without its trailing slash', () => {
    expect(redirectsFile(['/', '/concepts/', '/concepts/output/'])).toBe('/concepts /concepts/ 301\n/concepts/output /concepts/output/ 301\n');
  });
});
