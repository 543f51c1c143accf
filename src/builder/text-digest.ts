import { createHash } from 'node:crypto';

/**
 * SHA-256 of texts made again and again under the same names (the dev server writes every generated
 * file at each save, nearly all of them as they were): the last digest of each name is kept, and a
 * text equal to the last is not hashed again (comparing strings costs a fraction of hashing them).
 */
export function digestsByName(encoding: 'hex' | 'base64url'): (name: string, text: string) => string {
  const last = new Map<string, { text: string; digest: string }>();
  return (name, text) => {
    const known = last.get(name);
    if (known?.text === text) return known.digest;
    const digest = createHash('sha256').update(text).digest(encoding);
    last.set(name, { text, digest });
    return digest;
  };
}
