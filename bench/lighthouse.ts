import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Headless Chromium for Lighthouse, without the background traffic that would disturb its timings. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface LighthouseRun {
  /** mobile: Lighthouse's default (Moto G Power, slow 4G, 4× CPU slowdown); desktop: its desktop preset. */
  form: 'mobile' | 'desktop';
  url: string;
  /** How Lighthouse throttled: `simulate` computes the metrics from an unthrottled load. */
  throttling: string;
  /** Category scores out of 100; null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse 12 scores and metrics for each URL of `origin`, mobile then desktop, in one Chromium. */
export async function measureLighthouse(origin: string, urls: readonly string[]): Promise<LighthouseRun[]> {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const runs: LighthouseRun[] = [];
  try {
    for (const form of ['mobile', 'desktop'] as const) {
      for (const url of urls) {
        const result = await lighthouse(
          origin + url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
          form === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url} (${form}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const score = (id: string) => {
          const value = lhr.categories[id]?.score;
          return typeof value === 'number' ? Math.round(value * 100) : null;
        };
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          form,
          url,
          throttling: lhr.configSettings.throttlingMethod ?? 'unknown',
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: Math.round(metric('first-contentful-paint')),
          lcpMs: Math.round(metric('largest-contentful-paint')),
          tbtMs: Math.round(metric('total-blocking-time')),
          cls: Number(metric('cumulative-layout-shift').toFixed(3)),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return runs;
}
