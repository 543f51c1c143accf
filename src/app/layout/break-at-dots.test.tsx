import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { breakAtDots } from './break-at-dots';

const html = (text: string) => renderToStaticMarkup(<>{breakAtDots(text)}</>);

describe('breakAtDots', () => {
  it('allows a break after each dot of an option path', () => {
    expect(html('optimization.splitChunks.cacheGroups')).toBe('optimization.<wbr/>splitChunks.<wbr/>cacheGroups');
  });

  it('leaves names without dots, versions and sentence ends alone', () => {
    expect(html('mangleWasmImports')).toBe('mangleWasmImports');
    expect(html('webpack 5.1')).toBe('webpack 5.1');
    expect(html('Done. Next')).toBe('Done. Next');
  });
});
