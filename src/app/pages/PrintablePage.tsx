import { PageBody } from '../components/PageBody';
import type { PrintableModule } from '../content/types';
import { usePrintRequest } from '../routing/usePrintRequest';
import './PrintablePage.css';

/** A whole section on one page, in sidebar order, for printing. */
export function PrintablePage({ printable }: { printable: PrintableModule }) {
  usePrintRequest();
  return (
    <div className="printable">
      <h1>{printable.title}</h1>
      {printable.pages.map((page) => (
        <section className="printable__page" key={page.data.entry.url} aria-label={page.data.entry.title}>
          <p className="printable__page-title" role="heading" aria-level={2}>
            {page.data.entry.title}
          </p>
          <PageBody page={page} />
        </section>
      ))}
    </div>
  );
}
