import { siteConfig } from '../../../site.config';
import { BlogPosts } from '../components/BlogPosts';
import { Contributors } from '../components/Contributors';
import { FurtherReading } from '../components/FurtherReading';
import { PackageNote } from '../components/PackageNote';
import { PageBody } from '../components/PageBody';
import { PrevNext } from '../components/PrevNext';
import type { PageModule } from '../content/types';
import { formatLongDate } from '../format';
import { usePrintRequest } from '../routing/usePrintRequest';
import { markdownUrl } from '../../shared/urls';
import './DocPage.css';

/** A documentation page: title, body, last update, previous/next, further reading and contributors. */
export function DocPage({ page }: { page: PageModule }) {
  const { entry, previous, next, editUrl } = page.data;
  usePrintRequest();
  return (
    <article className="doc">
      <header className="doc__header">
        <h1 className="doc__title">{entry.title}</h1>
        {/* On phones the labels drop their second word (`doc__action-long`), so that they fit one line. */}
        <ul className="doc__actions" aria-label="Page actions">
          <li>
            <a href={entry.repo ?? siteConfig.repository}>
              <span className="doc__action-long">Jump to </span>Repository
            </a>
          </li>
          <li>
            <a href={editUrl}>
              Edit<span className="doc__action-long"> Document</span>
            </a>
          </li>
          <li>
            <a href={`${entry.url}?print`}>
              Print<span className="doc__action-long"> Document</span>
            </a>
          </li>
          <li>
            {/* Answered by COPY_BUTTONS_SCRIPT (src/app/copy-buttons.ts), so it works before the app loads. */}
            <button type="button" className="doc__copy-page" data-copy-page={markdownUrl(entry.url)}>
              Copy page
            </button>
          </li>
          {entry.source && (
            <li>
              <a href={entry.source}>Source</a>
            </li>
          )}
        </ul>
      </header>
      {entry.package && <PackageNote pkg={entry.package} repo={entry.repo} source={entry.source} />}
      <PageBody page={page} />
      {page.data.posts && <BlogPosts posts={page.data.posts} />}
      {entry.lastUpdated && (
        <p className="doc__updated">
          Last updated <time dateTime={entry.lastUpdated}>{formatLongDate(entry.lastUpdated)}</time>
        </p>
      )}
      <PrevNext previous={previous} next={next} />
      {entry.related && entry.related.length > 0 && <FurtherReading links={entry.related} />}
      {entry.contributors.length > 0 && <Contributors people={entry.contributors} />}
    </article>
  );
}
