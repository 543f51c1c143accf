import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './stats';

/** Headless Chromium for Lighthouse, without the background traffic that would disturb its timings. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export type Form = 'mobile' | 'desktop';

export interface LighthouseRun {
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

/** The median of each figure over several runs of one page, and whether it meets issue 16's targets. */
export interface LighthouseResult extends LighthouseRun {
  /** mobile: Lighthouse's default (Moto G Power, slow 4G, 4× CPU slowdown, simulated); desktop: its preset. */
  form: Form;
  url: string;
  runs: number;
  lcpOverFcp: number;
  /** "yes", or the figures that miss their target. */
  meetsTargets: string;
}

export const LIGHTHOUSE_TARGETS = { performance: 100, lcpOverFcp: 1.2, tbtMs: 100, cls: 0, otherCategories: 100 } as const;

/** One Lighthouse run in a Chromium of its own, started for it: a reader's first visit, nothing cached. */
async function runOnce(address: string, form: Form): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      address,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      form === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${address}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${address} (${form}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    };
  } finally {
    chrome.kill();
  }
}

/** A run that Lighthouse itself could not finish (it happens now and then on a busy machine) is tried again. */
async function runWithRetry(address: string, form: Form, attempts = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(address, form);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

function missedTargets(result: Omit<LighthouseResult, 'meetsTargets'>): string {
  const missed = [
    result.performance !== LIGHTHOUSE_TARGETS.performance && `performance ${result.performance}`,
    result.lcpOverFcp > LIGHTHOUSE_TARGETS.lcpOverFcp && `LCP ${result.lcpOverFcp}×FCP`,
    result.tbtMs > LIGHTHOUSE_TARGETS.tbtMs && `TBT ${result.tbtMs} ms`,
    result.cls > LIGHTHOUSE_TARGETS.cls && `CLS ${result.cls}`,
    ...(['accessibility', 'bestPractices', 'seo'] as const).map(
      (category) => result[category] !== LIGHTHOUSE_TARGETS.otherCategories && `${category} ${result[category]}`,
    ),
  ].filter(Boolean);
  return missed.length === 0 ? 'yes' : `no: ${missed.join(', ')}`;
}

/**
 * Lighthouse 12 for each URL of `origin`, mobile then desktop: `runs` runs per page, each in a
 * fresh Chromium, reported as the median of each figure (scores and timings vary from run to run).
 */
export async function measureLighthouse(origin: string, urls: readonly string[], runs = 3): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const form of ['mobile', 'desktop'] as const) {
    for (const url of urls) {
      const samples: LighthouseRun[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await runWithRetry(origin + url, form));
      const middle = <K extends keyof LighthouseRun>(key: K) => median(samples.map((sample) => sample[key] ?? NaN));
      const figures = {
        form,
        url,
        runs,
        performance: middle('performance'),
        accessibility: middle('accessibility'),
        bestPractices: middle('bestPractices'),
        seo: middle('seo'),
        fcpMs: middle('fcpMs'),
        lcpMs: middle('lcpMs'),
        // Per run, then the median: the ratio of two medians could belong to no run at all.
        lcpOverFcp: Number(median(samples.map((sample) => sample.lcpMs / sample.fcpMs)).toFixed(2)),
        tbtMs: middle('tbtMs'),
        cls: middle('cls'),
      };
      results.push({ ...figures, meetsTargets: form === 'mobile' ? missedTargets(figures) : '–' });
    }
  }
  return results;
}
