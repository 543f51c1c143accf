import { siteConfig } from '../../site.config';
import { ICON_SIZES, THEME_COLOR } from '../shared/offline';

export const WEB_MANIFEST_URL = '/manifest.json';

/** The web app manifest (`/manifest.json`): what a browser needs to install the docs as an app. */
export function webManifest(): string {
  const manifest = {
    name: `${siteConfig.name} documentation`,
    short_name: siteConfig.name,
    description: siteConfig.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: THEME_COLOR,
    icons: ICON_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
    shortcuts: [{ name: 'Concepts', url: siteConfig.documentationUrl }],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
