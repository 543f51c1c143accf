import { describe, expect, it } from 'vitest';
import {
  LATEST_WINDOW_DAYS,
  RANK_THRESHOLDS,
  SPONSOR_RANKS,
  amountOf,
  isLatest,
  rankOf,
  sponsorsOf,
  type SponsorMode,
  type Supporter,
} from './sponsors';

const AS_OF = new Date('2026-11-01T00:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A synthetic supporter; only the fields a test cares about are given. */
function supporter(fields: Partial<Supporter> & { name: string }): Supporter {
  return {
    slug: fields.name.toLowerCase().replace(/\s+/g, '-'),
    website: null,
    avatar: null,
    firstDonation: '2020-01-01T00:00:00.000Z',
    totalDonations: 0,
    monthlyDonations: 0,
    ...fields,
  };
}

function withAmount(mode: SponsorMode, amount: number): Supporter {
  return supporter(
    mode === 'total'
      ? { name: `Total ${amount}`, totalDonations: amount }
      : { name: `Monthly ${amount}`, monthlyDonations: amount },
  );
}

const daysBefore = (days: number) => new Date(AS_OF.getTime() - days * DAY_MS).toISOString();
const names = (list: Supporter[]) => list.map((entry) => entry.name);

describe('ranks and thresholds', () => {
  it('lists the ranks in display order', () => {
    expect(SPONSOR_RANKS).toEqual(['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer']);
  });

  it('keeps the monthly thresholds at roughly a twelfth of the total ones', () => {
    for (const rank of ['platinum', 'gold', 'silver', 'bronze'] as const) {
      const ratio = RANK_THRESHOLDS.total[rank] / RANK_THRESHOLDS.monthly[rank];
      expect(ratio).toBeGreaterThanOrEqual(10);
      expect(ratio).toBeLessThanOrEqual(14);
    }
  });

  for (const mode of ['total', 'monthly'] as const) {
    it(`ranks each ${mode} threshold inclusively, and just below it as the next rank down`, () => {
      const { platinum, gold, silver, bronze } = RANK_THRESHOLDS[mode];
      const cases: [number, string][] = [
        [platinum + 1, 'platinum'],
        [platinum, 'platinum'],
        [platinum - 0.01, 'gold'],
        [gold, 'gold'],
        [gold - 0.01, 'silver'],
        [silver, 'silver'],
        [silver - 0.01, 'bronze'],
        [bronze, 'bronze'],
        [bronze - 0.01, 'backer'],
        [0.01, 'backer'],
        [0, 'backer'],
      ];
      for (const [amount, rank] of cases) {
        expect([amount, rankOf(withAmount(mode, amount), mode)]).toEqual([amount, rank]);
      }
    });
  }

  it('reads the amount of the chosen mode only', () => {
    const entry = supporter({ name: 'Sample Both', totalDonations: 60_000, monthlyDonations: 20 });
    expect(amountOf(entry, 'total')).toBe(60_000);
    expect(amountOf(entry, 'monthly')).toBe(20);
    expect(rankOf(entry, 'total')).toBe('platinum');
    expect(rankOf(entry, 'monthly')).toBe('bronze');
  });
});

describe('isLatest', () => {
  const firstGiving = (firstDonation: string) => isLatest(supporter({ name: 'Sample New', firstDonation }), AS_OF);

  it('includes both ends of the window', () => {
    expect(firstGiving(AS_OF.toISOString())).toBe(true);
    expect(firstGiving(daysBefore(LATEST_WINDOW_DAYS))).toBe(true);
  });

  it('excludes a first donation just before the window or after asOf', () => {
    expect(firstGiving(new Date(AS_OF.getTime() - LATEST_WINDOW_DAYS * DAY_MS - 1).toISOString())).toBe(false);
    expect(firstGiving(new Date(AS_OF.getTime() + 1).toISOString())).toBe(false);
  });

  it('accepts a plain ISO date and rejects an unreadable one', () => {
    expect(firstGiving('2026-10-20')).toBe(true);
    expect(firstGiving('not a date')).toBe(false);
  });
});

describe('sponsorsOf', () => {
  const everyone = [
    supporter({ name: 'Sample Gold B', totalDonations: 12_000, monthlyDonations: 0 }),
    supporter({ name: 'Sample Gold A', totalDonations: 12_000, monthlyDonations: 900 }),
    supporter({ name: 'Sample Gold Top', totalDonations: 40_000, monthlyDonations: 100 }),
    supporter({ name: 'Sample Backer', totalDonations: 50, monthlyDonations: 5 }),
    supporter({ name: 'Sample Nothing', totalDonations: 0, monthlyDonations: 0 }),
    supporter({ name: 'Sample New Late', firstDonation: daysBefore(1), totalDonations: 20, monthlyDonations: 20 }),
    supporter({ name: 'Sample New Early', firstDonation: daysBefore(20), totalDonations: 3_000, monthlyDonations: 250 }),
    supporter({ name: 'Sample New Twin', firstDonation: daysBefore(20), totalDonations: 10, monthlyDonations: 1 }),
  ];

  it('orders an amount rank by amount, biggest first, then by name', () => {
    expect(names(sponsorsOf(everyone, 'total', 'gold', AS_OF))).toEqual(['Sample Gold Top', 'Sample Gold A', 'Sample Gold B']);
  });

  it('uses the amount of the chosen mode', () => {
    expect(names(sponsorsOf(everyone, 'monthly', 'gold', AS_OF))).toEqual(['Sample Gold A']);
    expect(names(sponsorsOf(everyone, 'monthly', 'silver', AS_OF))).toEqual(['Sample New Early']);
    expect(names(sponsorsOf(everyone, 'monthly', 'bronze', AS_OF))).toEqual(['Sample Gold Top', 'Sample New Late']);
  });

  it('leaves supporters with a zero amount out of every amount rank of that mode', () => {
    const monthly = SPONSOR_RANKS.filter((rank) => rank !== 'latest').flatMap((rank) =>
      names(sponsorsOf(everyone, 'monthly', rank, AS_OF)),
    );
    expect(monthly).not.toContain('Sample Gold B');
    expect(monthly).not.toContain('Sample Nothing');
    expect(names(sponsorsOf(everyone, 'total', 'backer', AS_OF))).toEqual([
      'Sample Backer',
      'Sample New Late',
      'Sample New Twin',
    ]);
  });

  it('lists the latest supporters newest first, then by name, whatever they gave', () => {
    const latest = names(sponsorsOf(everyone, 'total', 'latest', AS_OF));
    expect(latest).toEqual(['Sample New Late', 'Sample New Early', 'Sample New Twin']);
    expect(names(sponsorsOf(everyone, 'monthly', 'latest', AS_OF))).toEqual(latest);
  });

  it('keeps the latest supporters in their amount rank too', () => {
    expect(names(sponsorsOf(everyone, 'total', 'silver', AS_OF))).toEqual(['Sample New Early']);
  });

  it('does not reorder the list it was given', () => {
    const before = names(everyone);
    sponsorsOf(everyone, 'total', 'gold', AS_OF);
    sponsorsOf(everyone, 'total', 'latest', AS_OF);
    expect(names(everyone)).toEqual(before);
  });
});
