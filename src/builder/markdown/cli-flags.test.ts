import { describe, expect, it } from 'vitest';
import { optionUrl, schemaFlags } from './cli-flags';

describe('webpack-cli flags from the schema', () => {
  const flags = schemaFlags();
  const byName = (name: string) => flags.find((flag) => flag.flag === name || flag.negated === name);

  it('derives flags with the option each one sets', () => {
    expect(byName('--output-filename')).toMatchObject({ flag: '--output-filename', path: 'output.filename', values: 'string' });
    expect(byName('--bail')).toMatchObject({ flag: '--bail', negated: '--no-bail' });
  });

  it('lists only the negated form of options that can only be false', () => {
    expect(byName('--no-amd')).toMatchObject({ negated: '--no-amd' });
    expect(byName('--no-amd')?.flag).toBeUndefined();
  });

  it('links a flag to the heading of its second-level option', () => {
    expect(optionUrl('output.filename')).toBe('/configuration/output/#outputfilename');
    expect(optionUrl('module.rules[].test')).toBe('/configuration/module/#modulerules');
    expect(optionUrl('resolveLoader.alias')).toBe('/configuration/resolve/#resolveloaderalias');
    expect(optionUrl('bail')).toBe('/configuration/other-options/#bail');
    expect(optionUrl('devtool[].type')).toBe('/configuration/devtool/#devtool');
    expect(optionUrl('ignoreWarnings[].message')).toBe('/configuration/other-options/#ignorewarnings');
  });
});
