import { describe, expect, it } from 'vitest';
import { contentPathToUrl, isPrintableUrl, pageTitle, sectionOf, withTrailingSlash } from './urls';

describe('URL rules', () => {
  it('derives page URLs from content paths, index files giving their folder', () => {
    expect(contentPathToUrl('concepts/index.md')).toBe('/concepts/');
    expect(contentPathToUrl('concepts/output.md')).toBe('/concepts/output/');
    expect(contentPathToUrl('branding.mdx')).toBe('/branding/');
    expect(contentPathToUrl('api/hooks/index.mdx')).toBe('/api/hooks/');
    expect(contentPathToUrl('index.md')).toBe('/');
  });

  it('finds the section of a URL', () => {
    expect(sectionOf('/concepts/output/')).toBe('concepts');
    expect(sectionOf('/license/')).toBe('license');
    expect(sectionOf('/')).toBe('');
  });

  it('adds a trailing slash once', () => {
    expect(withTrailingSlash('/concepts')).toBe('/concepts/');
    expect(withTrailingSlash('/concepts/')).toBe('/concepts/');
  });

  it('recognises printable section pages only at the section level', () => {
    expect(isPrintableUrl('/concepts/printable/')).toBe(true);
    expect(isPrintableUrl('/concepts/output/printable/')).toBe(false);
  });

  it('titles pages as "<title> | <product>"', () => {
    expect(pageTitle('Output', 'webpack')).toBe('Output | webpack');
    expect(pageTitle(undefined, 'webpack')).toBe('webpack');
  });
});
