import { Suspense, useEffect, useState } from 'react';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { LoadError } from '../components/LoadError';
import { useRetryableLazy } from '../components/useRetryableLazy';
import type { SponsorMode } from '../../shared/sponsors';
import './Support.css';

const loadSponsors = () => import(/* webpackChunkName: "sponsors" */ './Sponsors');

/** The spec's chance that a visit starts with monthly amounts (section 9). */
export const MONTHLY_CHANCE = 0.33;
const COLLECTIVE_URL = 'https://opencollective.com/webpack';

/**
 * The splash page's "Support the Team" section. The mode is drawn in the browser after
 * hydration: the prerendered HTML cannot know it, and must match the first client render.
 */
export function Support() {
  const [mode, setMode] = useState<SponsorMode | undefined>(undefined);
  const [Sponsors, retry] = useRetryableLazy(loadSponsors);
  useEffect(() => setMode(Math.random() < MONTHLY_CHANCE ? 'monthly' : 'total'), []);
  return (
    <section className="support" aria-labelledby="support-title">
      <h2 id="support-title">Support the Team</h2>
      <p>
        webpack is built and documented by volunteers in their spare time. Donations through{' '}
        <a href={COLLECTIVE_URL}>Open Collective</a> pay for maintainers' time, infrastructure and the work on
        this documentation; every expense is public. Companies that rely on webpack can become sponsors and
        appear below, ranked by how much they give.
      </p>
      <label className="support__mode">
        <input
          type="checkbox"
          checked={mode === 'monthly'}
          disabled={mode === undefined}
          onChange={(event) => setMode(event.target.checked ? 'monthly' : 'total')}
        />
        Show average monthly amounts over the last year instead of totals
      </label>
      <div className="support__ranks" data-mode={mode}>
        {mode && (
          <ChunkBoundary
            onRetry={retry}
            fallback={(tryAgain) => <LoadError message="The sponsors could not be loaded." onRetry={tryAgain} />}
          >
            <Suspense fallback={<p role="status">Loading sponsors…</p>}>
              <Sponsors type={mode} />
            </Suspense>
          </ChunkBoundary>
        )}
      </div>
      <p className="support__cta">
        <a className="button button--primary" href={`${COLLECTIVE_URL}/donate`}>
          Become a sponsor or backer
        </a>
      </p>
    </section>
  );
}
