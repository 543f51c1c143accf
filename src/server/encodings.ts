/** Encodings written next to each compressible file by the build, best first, with their file suffix. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number];

/** Files worth compressing: text. Pictures and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:html|md|js|css|json|svg|xml|txt|webmanifest|map)$/;

/**
 * The encodings an `Accept-Encoding` header allows, in our order of preference. `q=0` refuses one;
 * `*` accepts any not named.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const any = weights.get('*');
  return ENCODINGS.filter(({ name }) => (weights.get(name) ?? any ?? 0) > 0);
}
