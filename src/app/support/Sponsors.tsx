import supporters from '@generated/supporters';
import { Avatar } from '../components/Avatar';
import { formatDollars } from '../format';
import { amountOf, SPONSOR_RANKS, sponsorsOf, type SponsorMode, type SponsorRank, type Supporter } from '../../shared/sponsors';

const RANK_TITLES: Record<SponsorRank, string> = {
  latest: 'Latest supporters',
  platinum: 'Platinum sponsors',
  gold: 'Gold sponsors',
  silver: 'Silver sponsors',
  bronze: 'Bronze sponsors',
  backer: 'Backers',
};

/** The largest size a rank shows, in CSS pixels; smaller ranks scale the picture down. */
const AVATAR_SIZE = 128;
const asOf = new Date(supporters.fetchedAt);

/**
 * Every rank of supporters (a lazy chunk with the supporter data). A site built without data from Open
 * Collective shows the synthetic sample, and says so: its names are invented.
 */
export default function Sponsors({ type }: { type: SponsorMode }) {
  return (
    <>
      {supporters.source === 'synthetic-sample' && (
        <p className="sponsors__sample" role="note">
          These supporters are an invented sample: this copy of the site was built without data from Open Collective.
        </p>
      )}
      {SPONSOR_RANKS.map((rank) => (
        <Rank key={rank} type={type} rank={rank} />
      ))}
    </>
  );
}

/** One rank of supporters: nothing when the rank is empty. */
function Rank({ type, rank }: { type: SponsorMode; rank: SponsorRank }) {
  const list = sponsorsOf(supporters.supporters, type, rank, asOf);
  if (list.length === 0) return null;
  const titleId = `sponsors-${rank}`;
  return (
    <section className={`sponsors sponsors--${rank}`} aria-labelledby={titleId}>
      <h3 id={titleId}>{RANK_TITLES[rank]}</h3>
      <ul className="sponsors__list">
        {list.map((supporter) => (
          <li key={supporter.slug}>
            <a
              className="sponsors__link"
              href={supporter.website ?? `https://opencollective.com/${supporter.slug}`}
              rel="noopener nofollow"
              title={`${supporter.name}: ${describe(supporter, type)}`}
            >
              <Avatar className="sponsors__avatar" src={supporter.avatar} name={supporter.name} size={AVATAR_SIZE} />
              <span className="sponsors__name">{supporter.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function describe(supporter: Supporter, mode: SponsorMode): string {
  const amount = formatDollars(amountOf(supporter, mode));
  return mode === 'monthly' ? `${amount} a month on average` : `${amount} in total`;
}
