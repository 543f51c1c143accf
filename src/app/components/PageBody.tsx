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
  // Marked so the client can take the prerendered HTML from the document instead of its chunk.
  return <div className="markdown" data-page-body="" dangerouslySetInnerHTML={{ __html: page.html ?? '' }} />;
}
