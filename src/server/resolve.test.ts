import { describe, expect, it } from 'vitest';
import { resolveRequest } from './resolve';

describe('resolveRequest', () => {
  it('redirects a page path without a trailing slash, keeping the query', () => {
    expect(resolveRequest('/concepts')).toEqual({ kind: 'redirect', location: '/concepts/' });
    expect(resolveRequest('/concepts/output?x=1&y=2')).toEqual({ kind: 'redirect', location: '/concepts/output/?x=1&y=2' });
    expect(resolveRequest('/license')).toEqual({ kind: 'redirect', location: '/license/' });
  });

  it('serves folders from their index.html and files as they are', () => {
    expect(resolveRequest('/')).toEqual({ kind: 'file', file: '/index.html' });
    expect(resolveRequest('/concepts/?q=1')).toEqual({ kind: 'file', file: '/concepts/index.html' });
    expect(resolveRequest('/assets/main.1234abcd.js')).toEqual({ kind: 'file', file: '/assets/main.1234abcd.js' });
  });

  it('never redirects to another host', () => {
    for (const url of ['//evil', '///evil', '/%2F%2Fevil', '//evil?x', '//evil/path', '/%2f/evil']) {
      const result = resolveRequest(url);
      if (result.kind !== 'redirect') throw new Error(`expected a redirect for ${url}`);
      expect(result.location).toMatch(/^\/[^/\\]/);
      expect(new URL(result.location, 'http://docs.test').host).toBe('docs.test');
    }
    // With a dot the last segment reads as a file name: looked up on this host, never redirected.
    expect(resolveRequest('//evil.example.com')).toEqual({ kind: 'file', file: '/evil.example.com' });
  });

  it('never leaves the site root', () => {
    expect(resolveRequest('/../../etc/passwd.txt')).toEqual({ kind: 'file', file: '/etc/passwd.txt' });
    expect(resolveRequest('/../../etc/passwd')).toEqual({ kind: 'redirect', location: '/etc/passwd/' });
    expect(resolveRequest('/assets/%2e%2e/%2e%2e/secret.txt')).toEqual({ kind: 'file', file: '/secret.txt' });
  });

  it('rejects malformed and dangerous paths', () => {
    expect(resolveRequest('/%E0%A4%A')).toEqual({ kind: 'bad-request' });
    expect(resolveRequest('/a%00b.html')).toEqual({ kind: 'bad-request' });
    expect(resolveRequest('/\\evil.example.com')).toEqual({ kind: 'bad-request' });
    expect(resolveRequest('http://evil.example.com/')).toEqual({ kind: 'bad-request' });
  });
});
