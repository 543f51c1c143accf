import type { RelatedLink } from '../../shared/content';

/** The page's `related` links. */
export function FurtherReading({ links }: { links: RelatedLink[] }) {
  return (
    <section className="doc-section" aria-labelledby="doc-further-reading">
      <h2 id="doc-further-reading">Further Reading</h2>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url}>{link.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
