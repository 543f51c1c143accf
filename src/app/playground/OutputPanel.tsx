import { useState } from 'react';
import type { BuildAnswer, BuildOutcome } from '../../shared/playground';
import { Tabs } from '../components/Tabs';
import { formatBytes } from '../format';
import { CodeEditor } from './CodeEditor';
import { RunPanel } from './RunPanel';

type OutputTab = 'files' | 'stats' | 'chunks' | 'problems' | 'run';

/** What webpack made of the project: the emitted files, its stats as the CLI prints them, the chunks, the problems, and the output running. */
export function OutputPanel({ answer }: { answer: BuildAnswer | undefined }) {
  const [tab, setTab] = useState<OutputTab>('files');
  const [open, setOpen] = useState<string>();
  if (!answer) return <p className="playground__waiting">The first build starts once webpack has loaded.</p>;
  if (answer.type === 'failed') {
    return (
      <div className="playground__failure" role="alert">
        <h2>The build could not run</h2>
        <pre>{answer.message}</pre>
      </div>
    );
  }
  const problems = answer.errors.length + answer.warnings.length;
  const tabs = [
    { id: 'files', label: `Files (${answer.assets.length})` },
    { id: 'stats', label: 'Stats' },
    { id: 'chunks', label: `Chunks (${answer.chunks.length})` },
    { id: 'problems', label: `Problems (${problems})` },
    { id: 'run', label: 'Run' },
  ];
  const shown = answer.assets.find((asset) => asset.name === open) ?? answer.assets[0];
  return (
    <Tabs label="Output" tabs={tabs} selected={tab} onSelect={(id) => setTab(id as OutputTab)}>
      {tab === 'files' && (
        <div className="playground__files">
          <ul className="playground__asset-list">
            {answer.assets.map((asset) => (
              <li key={asset.name}>
                <button type="button" aria-pressed={asset === shown} onClick={() => setOpen(asset.name)}>
                  <span className="playground__asset-name">{asset.name}</span> <span className="playground__asset-size">{formatBytes(asset.size)}</span>
                </button>
              </li>
            ))}
          </ul>
          {shown?.text !== undefined && (
            <div className="playground__emitted">
              <CodeEditor path={shown.name} text={shown.text} label={`Contents of ${shown.name}`} readOnly />
            </div>
          )}
          {shown && shown.text === undefined && <p>{`${shown.name}: ${formatBytes(shown.size)} of binary data.`}</p>}
        </div>
      )}
      {tab === 'stats' && (
        <pre className="playground__code" tabIndex={0} aria-label="Stats">
          {answer.stats}
        </pre>
      )}
      {tab === 'chunks' && <ChunkTable chunks={answer.chunks} />}
      {tab === 'problems' && <Problems answer={answer} />}
      {tab === 'run' && <RunPanel outcome={answer} />}
    </Tabs>
  );
}

/** The chunks, with the configuration that made each when there are several. */
function ChunkTable({ chunks }: { chunks: BuildOutcome['chunks'] }) {
  const several = chunks.some((chunk) => chunk.configuration !== undefined);
  return (
    <div className="playground__table">
      <table>
        <thead>
          <tr>
            {several && <th scope="col">Configuration</th>}
            <th scope="col">Chunk</th>
            <th scope="col">Loaded</th>
            <th scope="col">Files</th>
            <th scope="col">Modules</th>
          </tr>
        </thead>
        <tbody>
          {chunks.map((chunk) => (
            <tr key={`${chunk.configuration ?? ''} ${String(chunk.id)}`}>
              {several && <td>{chunk.configuration}</td>}
              <th scope="row">{chunk.names.join(', ') || String(chunk.id)}</th>
              <td>{chunk.initial ? 'with the page' : 'on demand'}</td>
              <td>{chunk.files.join(', ')}</td>
              <td>
                <ul>
                  {chunk.modules.map((module) => (
                    <li key={module}>
                      <code>{module}</code>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Problems({ answer }: { answer: BuildOutcome }) {
  if (answer.errors.length + answer.warnings.length === 0) return <p>No errors or warnings.</p>;
  return (
    <div className="playground__problems">
      {answer.errors.map((error, at) => (
        <pre key={`e${at}`} className="playground__problem playground__problem--error" tabIndex={0} aria-label={`Error ${at + 1}`}>
          {error}
        </pre>
      ))}
      {answer.warnings.map((warning, at) => (
        <pre key={`w${at}`} className="playground__problem playground__problem--warning" tabIndex={0} aria-label={`Warning ${at + 1}`}>
          {warning}
        </pre>
      ))}
    </div>
  );
}
