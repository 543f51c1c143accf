import './Contributors.css';

/** The people who wrote the page, by GitHub handle. */
export function Contributors({ handles }: { handles: string[] }) {
  return (
    <section className="doc-section" aria-labelledby="doc-contributors">
      <h2 id="doc-contributors">Contributors</h2>
      <ul className="doc-contributors">
        {handles.map((handle) => (
          <li key={handle}>
            <a className="contributors__link" href={`https://github.com/${handle}`} title={handle}>
              @{handle}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
