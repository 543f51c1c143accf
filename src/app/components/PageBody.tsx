import { useEffect } from 'react';
import type { PageModule } from '../content/types';
import { mdxComponents } from './mdx';
import './PageBody.css';

/**
 * The article body. A prerendered body, markdown or MDX, is kept as the element it is (never
 * hydrated as a React tree): the MDX registry's components are static, so their HTML is all there
 * is to them. Otherwise markdown arrives as HTML and MDX as a component with the registry.
 */
export function PageBody({ page }: { page: PageModule }) {
  const { prerendered, default: Content } = page;
  useEffect(() => {
    // Escape for the popups of types on hover (TYPE_INFO_CLASS in src/shared/type-info.ts, spelt out to
    // keep that module out of the first load): fetched only by a page that has them.
    if (document.querySelector('.type-info')) void import('../type-info-popups');
  }, [page]);
  if (prerendered) {
    // Hydrated as it is: React neither patches an innerHTML on hydration nor re-sets an unchanged
    // one. Rendered anew instead (after a hydration mismatch), the element takes the nodes over.
    const adopt = (node: HTMLDivElement | null) => {
      if (node && node !== prerendered && prerendered.firstChild) node.replaceChildren(...prerendered.childNodes);
    };
    return <div className="markdown" data-page-body="" ref={adopt} dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  // Marked so the client can find the prerendered body in the document.
  if (Content) {
    return (
      <div className="markdown" data-page-body="">
        <Content components={mdxComponents} />
      </div>
    );
  }
  return <div className="markdown" data-page-body="" dangerouslySetInnerHTML={{ __html: page.html ?? '' }} />;
}
