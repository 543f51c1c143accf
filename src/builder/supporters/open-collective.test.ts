import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  MEMBERS_QUERY,
  OPEN_COLLECTIVE_API,
  OpenCollectiveError,
  TRANSACTIONS_QUERY,
  fetchSupporters,
  toSupporters,
  webUrl,
  type MemberNode,
  type TransactionNode,
} from './open-collective';

// The answers in __fixtures__ are hand-assembled in the shape of Open Collective's GraphQL v2 API,
// not recorded (this machine cannot reach opencollective.com); see __fixtures__/README.md.
const fixture = (name: string) => readFile(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8');

const AS_OF = new Date('2026-11-01T00:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

interface Request {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  query: string;
  variables: Record<string, unknown>;
}

/** A fetch that answers with the fixture of the query and offset it is asked for, and records each request. */
function recordedFetch(answers: Record<string, string>) {
  const requests: Request[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    requests.push({
      url: String(input),
      method: init?.method,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      query: body.query,
      variables: body.variables,
    });
    const kind = body.query === MEMBERS_QUERY ? 'members' : body.query === TRANSACTIONS_QUERY ? 'transactions' : 'unknown';
    const answer = answers[`${kind}@${String(body.variables.offset)}`];
    if (answer === undefined) return new Response('not in the fixtures', { status: 404, statusText: 'Not Found' });
    return new Response(answer, { headers: { 'content-type': 'application/json' } });
  };
  return { fetchImpl, requests };
}

async function fixtureAnswers(): Promise<Record<string, string>> {
  return {
    'members@0': await fixture('members-page-1.json'),
    'members@4': await fixture('members-page-2.json'),
    'transactions@0': await fixture('transactions-page-1.json'),
    'transactions@4': await fixture('transactions-page-2.json'),
  };
}

describe('fetchSupporters against the fixtures', () => {
  it('reads every page of members and of last-year transactions', async () => {
    const { fetchImpl, requests } = recordedFetch(await fixtureAnswers());

    await fetchSupporters({ collective: 'webpack', asOf: AS_OF, fetch: fetchImpl, pageSize: 4 });

    expect(requests.map(({ query, variables }) => [query === MEMBERS_QUERY ? 'members' : 'transactions', variables])).toEqual([
      ['members', { slug: 'webpack', limit: 4, offset: 0 }],
      ['members', { slug: 'webpack', limit: 4, offset: 4 }],
      ['transactions', { slug: 'webpack', dateFrom: '2025-11-01T00:00:00.000Z', limit: 4, offset: 0 }],
      ['transactions', { slug: 'webpack', dateFrom: '2025-11-01T00:00:00.000Z', limit: 4, offset: 4 }],
    ]);
    for (const request of requests) {
      expect(request.url).toBe(OPEN_COLLECTIVE_API);
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toBe('application/json');
    }
  });

  it('asks for backers, and for incoming contributions oldest first', () => {
    expect(MEMBERS_QUERY).toMatch(/account\(slug: \$slug\)/);
    expect(MEMBERS_QUERY).toMatch(/members\(role: \[BACKER\], limit: \$limit, offset: \$offset\)/);
    expect(TRANSACTIONS_QUERY).toMatch(/account: \[\{ slug: \$slug \}\]/);
    expect(TRANSACTIONS_QUERY).toMatch(/type: CREDIT/);
    expect(TRANSACTIONS_QUERY).toMatch(/dateFrom: \$dateFrom/);
    expect(TRANSACTIONS_QUERY).toMatch(/direction: ASC/);
  });

  it('turns the answers into supporters', async () => {
    const { fetchImpl } = recordedFetch(await fixtureAnswers());

    const supporters = await fetchSupporters({ collective: 'webpack', asOf: AS_OF, fetch: fetchImpl, pageSize: 4 });

    expect(supporters).toEqual([
      {
        name: 'Sample Org Alpha',
        slug: 'sample-org-alpha',
        website: 'https://alpha.example/',
        avatar: 'https://images.opencollective.com/sample-org-alpha/0a1b2c3/logo.png',
        firstDonation: '2018-05-01T10:00:00.000Z',
        totalDonations: 60_000,
        monthlyDonations: 1_250,
      },
      {
        name: 'Sample Org Delta',
        slug: 'sample-org-delta',
        website: null,
        avatar: 'https://images.opencollective.com/sample-org-delta/4d5e6f7/logo.png',
        firstDonation: '2026-10-20T12:00:00.000Z',
        totalDonations: 1_500,
        monthlyDonations: 125,
      },
      {
        name: 'Sample Person Beta',
        slug: 'sample-person-beta',
        website: 'https://beta.example/',
        avatar: null,
        firstDonation: '2022-03-10T08:30:00.000Z',
        totalDonations: 240,
        monthlyDonations: 0,
      },
      {
        name: 'Sample Guest Epsilon',
        slug: 'sample-guest-epsilon',
        website: null,
        avatar: null,
        firstDonation: '2026-09-30T17:45:00.000Z',
        totalDonations: 120,
        monthlyDonations: 10,
      },
    ]);
  });

  it('stops at a short page even without a total count', async () => {
    const page = (nodes: unknown[]) =>
      JSON.stringify({ data: { account: { members: { offset: 0, limit: 4, totalCount: null, nodes } } } });
    const { fetchImpl, requests } = recordedFetch({
      'members@0': page([]),
      'transactions@0': JSON.stringify({ data: { transactions: { offset: 0, limit: 4, totalCount: 0, nodes: [] } } }),
    });

    expect(await fetchSupporters({ asOf: AS_OF, fetch: fetchImpl, pageSize: 4 })).toEqual([]);
    expect(requests).toHaveLength(2);
  });
});

describe('fetchSupporters failures', () => {
  const failureOf = (fetchImpl: typeof fetch) =>
    fetchSupporters({ asOf: AS_OF, fetch: fetchImpl }).then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error as Error,
    );

  it('names the network cause when Open Collective cannot be reached', async () => {
    const error = await failureOf(async () => {
      throw new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND api.opencollective.com') });
    });
    expect(error).toBeInstanceOf(OpenCollectiveError);
    expect(error.message).toBe(`cannot reach ${OPEN_COLLECTIVE_API}: getaddrinfo ENOTFOUND api.opencollective.com`);
  });

  it('reports an HTTP error status', async () => {
    const error = await failureOf(async () => new Response('slow down', { status: 429, statusText: 'Too Many Requests' }));
    expect(error.message).toBe(`${OPEN_COLLECTIVE_API} answered HTTP 429 Too Many Requests`);
  });

  it('reports a GraphQL error', async () => {
    const error = await failureOf(
      async () => new Response(JSON.stringify({ errors: [{ message: 'Account Not Found' }], data: null })),
    );
    expect(error.message).toBe(`${OPEN_COLLECTIVE_API} answered with an error: Account Not Found`);
  });

  it('reports an answer that is not JSON, or not in the expected shape', async () => {
    expect((await failureOf(async () => new Response('<html>'))).message).toMatch(/did not answer with GraphQL JSON/);
    const shapeless = await failureOf(async () => new Response(JSON.stringify({ data: { account: { members: {} } } })));
    expect(shapeless).toBeInstanceOf(OpenCollectiveError);
    expect(shapeless.message).toMatch(/^unexpected answer from Open Collective: account\.members\.\w+/);
  });

  it('reports a collective that does not exist', async () => {
    const error = await failureOf(async () => new Response(JSON.stringify({ data: { account: null } })));
    expect(error.message).toBe('no collective "webpack"');
  });
});

describe('toSupporters', () => {
  const account = (slug: string, fields: Partial<NonNullable<MemberNode['account']>> = {}) => ({
    slug,
    name: `Sample ${slug}`,
    website: null,
    imageUrl: null,
    ...fields,
  });
  const member = (slug: string, cents: number, since = '2020-01-01T00:00:00.000Z', fields: Partial<MemberNode> = {}): MemberNode => ({
    since,
    createdAt: since,
    totalDonations: { valueInCents: cents, currency: 'USD' },
    account: account(slug),
    ...fields,
  });
  const contribution = (slug: string, cents: number, createdAt: string, fields: Partial<TransactionNode> = {}): TransactionNode => ({
    createdAt,
    isRefunded: false,
    amount: { valueInCents: cents, currency: 'USD' },
    fromAccount: account(slug),
    ...fields,
  });
  const options = { collective: 'webpack', asOf: AS_OF };
  const daysBefore = (days: number, extraMs = 0) => new Date(AS_OF.getTime() - days * DAY_MS + extraMs).toISOString();

  it('averages the contributions of the 365 days up to asOf over 12 months, both ends included', () => {
    const [supporter] = toSupporters(
      [member('sample-a', 100_000)],
      [
        contribution('sample-a', 1_200, daysBefore(365)),
        contribution('sample-a', 1_200, AS_OF.toISOString()),
        contribution('sample-a', 99_999, daysBefore(365, -1)),
        contribution('sample-a', 99_999, new Date(AS_OF.getTime() + 1).toISOString()),
      ],
      options,
    );
    expect(supporter?.monthlyDonations).toBe(2);
    expect(supporter?.totalDonations).toBe(1_000);
  });

  it('rounds amounts to cents', () => {
    const [supporter] = toSupporters([], [contribution('sample-a', 10_000, daysBefore(3))], options);
    expect(supporter?.monthlyDonations).toBe(8.33);
    expect(supporter?.totalDonations).toBe(100);
  });

  it('takes the earliest of member since, member creation and contribution as the first donation', () => {
    const first = (members: MemberNode[], transactions: TransactionNode[]) =>
      toSupporters(members, transactions, options)[0]?.firstDonation;
    expect(first([member('sample-a', 500, daysBefore(10), { createdAt: daysBefore(40) })], [])).toBe(daysBefore(40));
    expect(first([member('sample-a', 500, daysBefore(10))], [contribution('sample-a', 500, daysBefore(20))])).toBe(daysBefore(20));
    expect(first([member('sample-a', 500, daysBefore(10))], [contribution('sample-a', 500, daysBefore(5))])).toBe(daysBefore(10));
  });

  it('keeps one supporter per slug, without adding up the totals of repeated member entries', () => {
    const supporters = toSupporters(
      [member('sample-a', 5_000, daysBefore(100)), member('sample-a', 5_000, daysBefore(300))],
      [contribution('sample-a', 1_200, daysBefore(50)), contribution('sample-a', 1_200, daysBefore(20))],
      options,
    );
    expect(supporters).toHaveLength(1);
    expect(supporters[0]).toMatchObject({ totalDonations: 50, monthlyDonations: 2, firstDonation: daysBefore(300) });
  });

  it('leaves out the collective, incognito entries, refunds and supporters with nothing to show', () => {
    const supporters = toSupporters(
      [member('webpack', 90_000), member('sample-zero', 0), member('sample-hidden', 9_000, undefined, { account: null })],
      [
        contribution('webpack', 9_000, daysBefore(5)),
        contribution('sample-refunded', 9_000, daysBefore(5), { isRefunded: true }),
        contribution('sample-anonymous', 9_000, daysBefore(5), { fromAccount: null }),
        contribution('sample-nil', 0, daysBefore(5), { amount: { valueInCents: null, currency: null } }),
      ],
      options,
    );
    expect(supporters).toEqual([]);
  });

  it('falls back to the slug for a missing name and cleans up URLs', () => {
    const [supporter] = toSupporters(
      [
        member('sample-a', 500, undefined, {
          account: account('sample-a', { name: '  ', website: 'sample-a.example/about', imageUrl: 'ftp://images.example/a.png' }),
        }),
      ],
      [],
      options,
    );
    expect(supporter).toMatchObject({ name: 'sample-a', website: 'https://sample-a.example/about', avatar: null });
  });

  it('orders supporters by total, then slug', () => {
    const slugs = toSupporters([member('sample-b', 100), member('sample-c', 900), member('sample-a', 100)], [], options).map(
      (supporter) => supporter.slug,
    );
    expect(slugs).toEqual(['sample-c', 'sample-a', 'sample-b']);
  });

  it('refuses amounts in another currency rather than mixing them', () => {
    expect(() =>
      toSupporters([member('sample-a', 500, undefined, { totalDonations: { valueInCents: 500, currency: 'EUR' } })], [], options),
    ).toThrow(new OpenCollectiveError('an amount is in EUR; only USD is supported'));
  });
});

describe('webUrl', () => {
  it('keeps http(s) URLs, adds https:// to a bare domain and drops anything else', () => {
    expect(webUrl('https://sample.example/x')).toBe('https://sample.example/x');
    expect(webUrl('http://sample.example')).toBe('http://sample.example/');
    expect(webUrl(' sample.example ')).toBe('https://sample.example/');
    expect(webUrl('javascript:alert(1)')).toBeNull();
    expect(webUrl('mailto:someone@sample.example')).toBeNull();
    expect(webUrl('')).toBeNull();
    expect(webUrl(null)).toBeNull();
    expect(webUrl('https://')).toBeNull();
  });
});
