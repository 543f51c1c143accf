import { useCallback, useEffect, useRef, useState } from 'react';
import presets from '@generated/playground-presets';
import type { BuildAnswer, ProjectFiles } from '../../shared/playground';
import { Tabs } from '../components/Tabs';
import { OutputPanel } from './OutputPanel';
import { SANDBOX_URL, SandboxClient } from './sandbox-client';
import './PlaygroundApp.css';

/** Edits settle this long before the project is built again. */
const REBUILD_AFTER_MS = 400;

/** What the status line says of an answer, for everyone and for screen readers (a polite live region). */
function summary(answer: BuildAnswer | undefined, building: boolean): string {
  if (building || !answer) return 'Building…';
  if (answer.type === 'failed') return `Build failed: ${answer.message}`;
  const count = (items: readonly unknown[], noun: string) => `${items.length} ${noun}${items.length === 1 ? '' : 's'}`;
  return `Build finished in ${Math.round(answer.timeMs)} ms: ${count(answer.assets, 'file')}, ${count(answer.errors, 'error')}, ${count(answer.warnings, 'warning')}`;
}

/** The file to show first: the project's first module, else its first file. */
const firstFile = (files: ProjectFiles) => Object.keys(files).find((path) => path.startsWith('src/')) ?? Object.keys(files)[0] ?? '';

/** The preset a link asks for (`/playground/?preset=first-bundle`), else the first. */
function linkedPreset() {
  const name = new URLSearchParams(location.search).get('preset');
  return presets.find((preset) => preset.name === name) ?? presets[0];
}

/** The playground: a project's files in an editor, built in the sandbox by webpack on every edit. */
export default function PlaygroundApp() {
  const [initial] = useState(linkedPreset);
  const [presetName, setPresetName] = useState(initial?.name ?? '');
  const [files, setFiles] = useState<ProjectFiles>(() => ({ ...initial?.files }));
  const [active, setActive] = useState(() => firstFile(files));
  const [answer, setAnswer] = useState<BuildAnswer>();
  const [building, setBuilding] = useState(true);
  const frame = useRef<HTMLIFrameElement>(null);
  const [sandbox] = useState(() => new SandboxClient(() => frame.current?.contentWindow));

  useEffect(() => {
    const receive = (event: MessageEvent) => sandbox.receive(event);
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [sandbox]);

  const build = useCallback(
    async (project: ProjectFiles) => {
      setBuilding(true);
      const result = await sandbox.build(project);
      // An older request's answer: a newer one is on its way.
      if (!result) return;
      setAnswer(result);
      setBuilding(false);
    },
    [sandbox],
  );

  useEffect(() => {
    // Said at once: the output on screen is no longer that of the files on screen.
    setBuilding(true);
    const timer = setTimeout(() => void build(files), REBUILD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [files, build]);

  const choosePreset = (name: string) => {
    const preset = presets.find((each) => each.name === name);
    if (!preset) return;
    setPresetName(name);
    setFiles({ ...preset.files });
    setActive(firstFile(preset.files));
  };

  const paths = Object.keys(files);
  return (
    <div className="playground">
      <div className="playground__toolbar">
        <label className="playground__preset">
          Project
          <select value={presetName} onChange={(event) => choosePreset(event.target.value)}>
            {presets.map((preset) => (
              <option key={preset.name} value={preset.name}>
                {preset.title}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" onClick={() => void build(files)}>
          Build
        </button>
        <p className="playground__status" role="status" aria-live="polite">
          {summary(answer, building)}
        </p>
      </div>
      <div className="playground__panels">
        <section className="playground__project" aria-label="Project">
          <Tabs label="Files" tabs={paths.map((path) => ({ id: path, label: path }))} selected={active} onSelect={setActive}>
            <textarea
              className="playground__editor"
              aria-label={`Contents of ${active}`}
              spellCheck={false}
              wrap="off"
              autoCapitalize="off"
              autoCorrect="off"
              value={files[active] ?? ''}
              onChange={(event) => setFiles((current) => ({ ...current, [active]: event.target.value }))}
            />
          </Tabs>
        </section>
        <section className="playground__output" aria-label="Output">
          <OutputPanel answer={answer} />
        </section>
      </div>
      <iframe ref={frame} className="playground__sandbox" title="Build sandbox" src={SANDBOX_URL} sandbox="allow-scripts" aria-hidden="true" tabIndex={-1} />
    </div>
  );
}
