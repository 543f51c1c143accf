import type { Metafile } from 'esbuild';

/** A part of a bundle and the bytes its code takes in the minified output. */
export interface BundlePart {
  part: string;
  bytes: number;
}

const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)/g;

/**
 * The npm package an input of the bundle belongs to, with the package it is nested in when npm could
 * not hoist it (a second copy is worth seeing); an input of the project or of a plugin's namespace
 * (`unavailable:acorn`) is its own part.
 */
export function packageOf(input: string): string {
  const packages = [...input.matchAll(PACKAGE)].map((match) => match[1]!);
  if (packages.length === 0) return input;
  const innermost = packages.at(-1)!;
  return packages.length === 1 ? innermost : `${innermost} (in ${packages.at(-2)})`;
}

function outputInputs(metafile: Metafile): [string, number][] {
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  if (outputs.length !== 1) throw new Error(`expected one JavaScript output in the metafile, found ${outputs.length}`);
  return Object.entries(outputs[0]![1].inputs).map(([input, { bytesInOutput }]) => [input, bytesInOutput]);
}

const largestFirst = (parts: BundlePart[], count: number) => parts.sort((a, b) => b.bytes - a.bytes || a.part.localeCompare(b.part)).slice(0, count);

/** The `count` packages that take the most bytes of the bundle, largest first. */
export function largestPackages(metafile: Metafile, count: number): BundlePart[] {
  const bytes = new Map<string, number>();
  for (const [input, inOutput] of outputInputs(metafile)) {
    const part = packageOf(input);
    bytes.set(part, (bytes.get(part) ?? 0) + inOutput);
  }
  return largestFirst([...bytes].map(([part, total]) => ({ part, bytes: total })), count);
}

/** The `count` input files that take the most bytes of the bundle, largest first. */
export function largestFiles(metafile: Metafile, count: number): BundlePart[] {
  return largestFirst(outputInputs(metafile).map(([part, bytes]) => ({ part, bytes })), count);
}

/** Parts as table rows, with each one's share of the bundle's `total` bytes. */
export function bundlePartRows(parts: BundlePart[], total: number): object[] {
  return parts.map(({ part, bytes }) => ({ part, bytes: bytes.toLocaleString('en-US'), share: `${((100 * bytes) / total).toFixed(1)} %` }));
}
