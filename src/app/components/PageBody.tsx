import type { PageModule } from '../content/types';
import { mdxComponents } from './mdx';
import './PageBody.css';

/**
 * The article body. Markdown pages arrive as static HTML and are inserted as-is (never
 * hydrated as a React tree); MDX pages are components with the site's MDX registry.
 */
export function PageBody({ page }: { page: PageModule }) {
  const Content = page.default;
  if (Content) {
    return (
      <div className="markdown">
        <Content components={mdxComponents} />
      </div>
    );
  }
  const { prerendered } = page;
  if (prerendered) {
    // Hydrated as it is: React neither patches an innerHTML on hydration nor re-sets an unchanged
    // one. Rendered anew instead (after a hydration mismatch), the element takes the nodes over.
    const adopt = (node: HTMLDivElement | null) => {
      if (node && node !== prerendered && prerendered.firstChild) node.replaceChildren(...prerendered.childNodes);
    };
    return <div className="markdown" data-page-body="" ref={adopt} dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  // Marked so the client can find the prerendered HTML in the document.
  return <div className="markdown" data-page-body="" dangerouslySetInnerHTML={{ __html: page.html ?? '' }} />;
}
