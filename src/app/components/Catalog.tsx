import { Fragment, type ReactNode } from 'react';
import type { CatalogGroup } from '../../shared/content';
import './Catalog.css';

/** A heading shaped like the article's own (see `rehypeHeadingIds`), so it looks and links the same. */
function Heading({ level, id, children }: { level: 2 | 3; id: string; children: string }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`heading heading--h${level}`}>
      <Tag id={id}>{children}</Tag>
      <a className="heading__link" href={`#${id}`}>
        <span aria-hidden="true">#</span>
        <span className="visually-hidden">Section titled “{children}”</span>
      </a>
    </div>
  );
}

/** A summary line, with `backticks` shown as code as in the pages themselves. */
function withCode(text: string): ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, at) => (at % 2 === 1 ? <code key={at}>{part}</code> : part));
}

/**
 * A section index's tables of every page in the section, by sidebar group. Generated from the
 * content index at build time, so a new page appears here without anyone editing the index.
 */
export function Catalog({ title, groups }: { title: string; groups: CatalogGroup[] }) {
  return (
    <section className="doc-section markdown catalog" aria-labelledby="catalog">
      <Heading level={2} id="catalog">{`All ${title.toLowerCase()}`}</Heading>
      {groups.map((group) => (
        <Fragment key={group.id}>
          {group.title !== undefined && (
            <Heading level={3} id={group.id}>
              {group.title}
            </Heading>
          )}
          <table aria-labelledby={group.title !== undefined ? group.id : 'catalog'}>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">What it is for</th>
              </tr>
            </thead>
            <tbody>
              {group.items.map((item) => (
                <tr key={item.url}>
                  <th scope="row">
                    <a href={item.url}>{item.title}</a>
                    {item.package && <span className="catalog__version">{item.package.version}</span>}
                  </th>
                  <td>{item.summary !== undefined && withCode(item.summary)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Fragment>
      ))}
    </section>
  );
}
