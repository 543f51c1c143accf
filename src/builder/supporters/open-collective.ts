import { z } from 'zod';
import type { Supporter } from '../../shared/sponsors';

/**
 * Reads a collective's supporters from Open Collective's public GraphQL API (v2): the members
 * who back it (all-time totals, join dates) and the contributions it received in the last 12
 * months (monthly averages, first donations of newcomers). No token is needed; the API allows
 * 10 unauthenticated requests a minute, so pages are as large as it permits.
 */

export const OPEN_COLLECTIVE_API = 'https://api.opencollective.com/graphql/v2';
/** The API's largest page. */
const MAX_PAGE_SIZE = 1000;
const REQUEST_TIMEOUT_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The window of the monthly average, and the months it is divided by. */
const YEAR_DAYS = 365;
const MONTHS_PER_YEAR = 12;
/** Amounts are stored in USD; the webpack collective and its host keep their books in USD. */
const CURRENCY = 'USD';

// ---------------------------------------------------------------------------------------------
// The parts of the API's answers this module reads

const accountSchema = z.object({
  slug: z.string(),
  name: z.string().nullable(),
  website: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

const amountSchema = z.object({
  /** Null when the API has no amount; the currency is left out when it is the collective's. */
  valueInCents: z.number().nullable(),
  currency: z.string().nullable(),
});

const memberSchema = z.object({
  since: z.string(),
  createdAt: z.string(),
  totalDonations: amountSchema,
  /** Null for incognito members. */
  account: accountSchema.nullable(),
});

const transactionSchema = z.object({
  createdAt: z.string(),
  isRefunded: z.boolean().nullable(),
  amount: amountSchema,
  fromAccount: accountSchema.nullable(),
});

const pageOf = <Node extends z.ZodType>(node: Node) =>
  z.object({
    offset: z.number().nullable(),
    limit: z.number().nullable(),
    totalCount: z.number().nullable(),
    nodes: z.array(node.nullable()),
  });

const membersResponseSchema = z.object({ account: z.object({ members: pageOf(memberSchema) }).nullable() });
const transactionsResponseSchema = z.object({ transactions: pageOf(transactionSchema) });

export type MemberNode = z.infer<typeof memberSchema>;
export type TransactionNode = z.infer<typeof transactionSchema>;

// ---------------------------------------------------------------------------------------------
// Pure transform: API nodes to supporters

export interface ToSupportersOptions {
  /** The collective's own slug: its entries are bookkeeping, not support. */
  collective: string;
  /** The end of the 12-month window of the monthly average. */
  asOf: Date;
}

interface Tally {
  account: z.infer<typeof accountSchema>;
  firstDonation: number;
  totalCents: number;
  lastYearCents: number;
}

/**
 * Merges members and last-year contributions into one supporter per slug. The total is the
 * member's all-time total; a member listed more than once (one entry per tier) has the same
 * total on every entry, so entries are not added up. Contributions count towards the monthly
 * average when they fall within the 365 days up to `asOf`, and raise the total when the member
 * total is lower (a contributor who is not listed as a member). Refunded contributions, the
 * collective itself, incognito entries and supporters with nothing to show are left out.
 */
export function toSupporters(members: MemberNode[], transactions: TransactionNode[], options: ToSupportersOptions): Supporter[] {
  const tallies = new Map<string, Tally>();
  const tallyOf = (account: Tally['account']): Tally => {
    let tally = tallies.get(account.slug);
    if (!tally) {
      tally = { account, firstDonation: Infinity, totalCents: 0, lastYearCents: 0 };
      tallies.set(account.slug, tally);
    }
    return tally;
  };
  const isSupporter = (account: Tally['account'] | null): account is Tally['account'] =>
    account !== null && account.slug !== options.collective;

  for (const member of members) {
    if (!isSupporter(member.account)) continue;
    const tally = tallyOf(member.account);
    tally.totalCents = Math.max(tally.totalCents, centsOf(member.totalDonations));
    tally.firstDonation = Math.min(tally.firstDonation, dateOf(member.since), dateOf(member.createdAt));
  }

  const windowEnd = options.asOf.getTime();
  const windowStart = windowEnd - YEAR_DAYS * DAY_MS;
  for (const transaction of transactions) {
    if (transaction.isRefunded || !isSupporter(transaction.fromAccount)) continue;
    const createdAt = dateOf(transaction.createdAt);
    if (createdAt < windowStart || createdAt > windowEnd) continue;
    const tally = tallyOf(transaction.fromAccount);
    tally.lastYearCents += centsOf(transaction.amount);
    tally.firstDonation = Math.min(tally.firstDonation, createdAt);
  }

  const supporters: Supporter[] = [];
  for (const tally of tallies.values()) {
    const totalCents = Math.max(tally.totalCents, tally.lastYearCents);
    if (totalCents <= 0) continue;
    supporters.push({
      name: tally.account.name?.trim() || tally.account.slug,
      slug: tally.account.slug,
      website: webUrl(tally.account.website),
      avatar: webUrl(tally.account.imageUrl),
      firstDonation: new Date(tally.firstDonation).toISOString(),
      totalDonations: dollars(totalCents),
      monthlyDonations: dollars(tally.lastYearCents / MONTHS_PER_YEAR),
    });
  }
  // A stable order keeps the diff of a refreshed data file readable.
  return supporters.sort((a, b) => b.totalDonations - a.totalDonations || a.slug.localeCompare(b.slug, 'en'));
}

function centsOf(amount: z.infer<typeof amountSchema>): number {
  if (amount.currency !== null && amount.currency !== CURRENCY) {
    throw new OpenCollectiveError(`an amount is in ${amount.currency}; only ${CURRENCY} is supported`);
  }
  return amount.valueInCents ?? 0;
}

function dateOf(iso: string): number {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new OpenCollectiveError(`unreadable date "${iso}"`);
  return time;
}

function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * An http(s) URL, or null. Websites are typed in by supporters and end up in links, so
 * other schemes (`javascript:`) are dropped, and a bare domain gets `https://`.
 */
export function webUrl(value: string | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP: the two paginated queries

/** Open Collective could not be read: unreachable, an HTTP error, a GraphQL error or an unexpected answer. */
export class OpenCollectiveError extends Error {
  override name = 'OpenCollectiveError';
}

export const MEMBERS_QUERY = `query SupportersMembers($slug: String!, $limit: Int!, $offset: Int!) {
  account(slug: $slug) {
    members(role: [BACKER], limit: $limit, offset: $offset) {
      offset
      limit
      totalCount
      nodes {
        since
        createdAt
        totalDonations { valueInCents currency }
        account { slug name website imageUrl }
      }
    }
  }
}`;

// Oldest first, so contributions arriving while the pages are read land on the last page
// instead of shifting earlier ones.
export const TRANSACTIONS_QUERY = `query SupportersTransactions($slug: String!, $dateFrom: DateTime!, $limit: Int!, $offset: Int!) {
  transactions(
    account: [{ slug: $slug }]
    type: CREDIT
    kind: [CONTRIBUTION, ADDED_FUNDS]
    dateFrom: $dateFrom
    orderBy: { field: CREATED_AT, direction: ASC }
    limit: $limit
    offset: $offset
  ) {
    offset
    limit
    totalCount
    nodes {
      createdAt
      isRefunded
      amount { valueInCents currency }
      fromAccount { slug name website imageUrl }
    }
  }
}`;

export interface FetchSupportersOptions {
  /** Default `webpack`. */
  collective?: string;
  /** The end of the 12-month window; default now. */
  asOf?: Date;
  /** Default the global `fetch`; tests pass recorded answers. */
  fetch?: typeof fetch;
  /** Nodes per request; default the API's maximum. */
  pageSize?: number;
  endpoint?: string;
}

/** Every supporter of a collective, read page by page. Throws an OpenCollectiveError when the API cannot be read. */
export async function fetchSupporters(options: FetchSupportersOptions = {}): Promise<Supporter[]> {
  const { collective = 'webpack', asOf = new Date(), pageSize = MAX_PAGE_SIZE } = options;
  const post = graphqlClient(options.fetch ?? fetch, options.endpoint ?? OPEN_COLLECTIVE_API);
  const dateFrom = new Date(asOf.getTime() - YEAR_DAYS * DAY_MS).toISOString();

  const members = await readAllPages(pageSize, async (limit, offset) => {
    const data = answerOf(membersResponseSchema, await post(MEMBERS_QUERY, { slug: collective, limit, offset }));
    if (!data.account) throw new OpenCollectiveError(`no collective "${collective}"`);
    return data.account.members;
  });
  const transactions = await readAllPages(pageSize, async (limit, offset) => {
    const variables = { slug: collective, dateFrom, limit, offset };
    return answerOf(transactionsResponseSchema, await post(TRANSACTIONS_QUERY, variables)).transactions;
  });
  return toSupporters(members, transactions, { collective, asOf });
}

/** The `data` of an answer in the shape this module reads, or an error naming the first field that is not. */
function answerOf<Schema extends z.ZodType>(schema: Schema, data: unknown): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const where = issue ? `${issue.path.join('.')}: ${issue.message}` : 'unexpected shape';
  throw new OpenCollectiveError(`unexpected answer from Open Collective: ${where}`);
}

interface Page<Node> {
  totalCount: number | null;
  nodes: (Node | null)[];
}

/** Requests pages until `totalCount` nodes are read, or a page comes back short. */
async function readAllPages<Node>(pageSize: number, readPage: (limit: number, offset: number) => Promise<Page<Node>>): Promise<Node[]> {
  const nodes: Node[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await readPage(pageSize, offset);
    nodes.push(...page.nodes.filter((node): node is Node => node !== null));
    const read = offset + page.nodes.length;
    if (page.nodes.length < pageSize || (page.totalCount !== null && read >= page.totalCount)) return nodes;
  }
}

type Post = (query: string, variables: Record<string, unknown>) => Promise<unknown>;

const graphqlAnswerSchema = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

/** Posts one GraphQL query and returns its `data`; every failure becomes a one-line OpenCollectiveError. */
function graphqlClient(fetchImpl: typeof fetch, endpoint: string): Post {
  return async (query, variables) => {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new OpenCollectiveError(`cannot reach ${endpoint}: ${reasonOf(error)}`, { cause: error });
    }
    if (!response.ok) {
      throw new OpenCollectiveError(`${endpoint} answered HTTP ${response.status} ${response.statusText}`.trim());
    }
    const answer = graphqlAnswerSchema.safeParse(await response.json().catch(() => undefined));
    if (!answer.success) throw new OpenCollectiveError(`${endpoint} did not answer with GraphQL JSON`);
    const [firstError] = answer.data.errors ?? [];
    if (firstError) throw new OpenCollectiveError(`${endpoint} answered with an error: ${firstError.message}`);
    return answer.data.data;
  };
}

/** The innermost message: `fetch failed` alone does not say that DNS or the connection failed. */
function reasonOf(error: unknown): string {
  if (error instanceof Error && error.cause !== undefined) return reasonOf(error.cause);
  return error instanceof Error ? error.message : String(error);
}
