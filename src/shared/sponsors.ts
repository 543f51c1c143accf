/**
 * The people and organisations who fund webpack, and how the splash page's "Support the Team"
 * section groups them. Shared by the build (which writes the data) and the app (which shows it).
 */

/** The groups of the section, in display order. */
export const SPONSOR_RANKS = ['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer'] as const;
export type SponsorRank = (typeof SPONSOR_RANKS)[number];

/** `total`: everything a supporter ever gave. `monthly`: their average per month over the last 12 months. */
export type SponsorMode = 'total' | 'monthly';

export interface Supporter {
  name: string;
  /** The supporter's Open Collective slug: unique, and the key for React lists. */
  slug: string;
  website: string | null;
  /**
   * The supporter's picture. In a data file: where Open Collective serves it. In the site: the copy
   * the site serves itself (`/assets/avatars/…`, see src/builder/supporters/pictures.ts), or null.
   */
  avatar: string | null;
  /** ISO date of the first donation. */
  firstDonation: string;
  /** USD, all time. */
  totalDonations: number;
  /** USD, average per month over the last 12 months. */
  monthlyDonations: number;
}

export interface SupportersFile {
  source: 'open-collective' | 'synthetic-sample';
  note?: string;
  /** The Open Collective slug of the collective the supporters gave to. */
  collective: string;
  /** ISO date-time of the fetch; the synthetic sample has a fixed one. */
  fetchedAt: string;
  supporters: Supporter[];
}

type AmountRank = Exclude<SponsorRank, 'latest' | 'backer'>;

/**
 * The smallest amount, in USD, that earns each rank; a supporter below bronze is a backer.
 *
 * | rank     | total (all time) | monthly (average of the last 12 months) |
 * |----------|-----------------:|----------------------------------------:|
 * | platinum |           50 000 |                                   4 000 |
 * | gold     |           10 000 |                                     800 |
 * | silver   |            2 000 |                                     150 |
 * | bronze   |              200 |                                      15 |
 *
 * The monthly thresholds are about a twelfth of the total ones, rounded, so a year of steady
 * giving at one monthly rank adds up to roughly the same total rank.
 */
export const RANK_THRESHOLDS: Record<SponsorMode, Record<AmountRank, number>> = {
  total: { platinum: 50_000, gold: 10_000, silver: 2_000, bronze: 200 },
  monthly: { platinum: 4_000, gold: 800, silver: 150, bronze: 15 },
};

/** A supporter is among the "latest" for this many days after their first donation. */
export const LATEST_WINDOW_DAYS = 28;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Highest rank first, so the first threshold reached wins. */
const AMOUNT_RANKS: readonly AmountRank[] = ['platinum', 'gold', 'silver', 'bronze'];

export function amountOf(supporter: Supporter, mode: SponsorMode): number {
  return mode === 'total' ? supporter.totalDonations : supporter.monthlyDonations;
}

export function rankOf(supporter: Supporter, mode: SponsorMode): Exclude<SponsorRank, 'latest'> {
  const amount = amountOf(supporter, mode);
  return AMOUNT_RANKS.find((rank) => amount >= RANK_THRESHOLDS[mode][rank]) ?? 'backer';
}

/** Whether the first donation falls within the LATEST_WINDOW_DAYS up to `asOf`, both ends included. */
export function isLatest(supporter: Supporter, asOf: Date): boolean {
  const first = Date.parse(supporter.firstDonation);
  const end = asOf.getTime();
  return first <= end && first >= end - LATEST_WINDOW_DAYS * DAY_MS;
}

const byName = (a: Supporter, b: Supporter) => a.name.localeCompare(b.name, 'en');

/**
 * Supporters of one rank for one mode, biggest amount first (ties: name). 'latest' = first
 * donation within LATEST_WINDOW_DAYS before asOf, newest first, regardless of amount; they keep
 * their amount rank as well. Supporters with amount 0 in the chosen mode are left out of the
 * amount ranks (someone who gave only long ago is no monthly backer).
 */
export function sponsorsOf(supporters: Supporter[], mode: SponsorMode, rank: SponsorRank, asOf: Date): Supporter[] {
  if (rank === 'latest') {
    return supporters
      .filter((supporter) => isLatest(supporter, asOf))
      .sort((a, b) => Date.parse(b.firstDonation) - Date.parse(a.firstDonation) || byName(a, b));
  }
  return supporters
    .filter((supporter) => amountOf(supporter, mode) > 0 && rankOf(supporter, mode) === rank)
    .sort((a, b) => amountOf(b, mode) - amountOf(a, mode) || byName(a, b));
}
