import { useCallback, useEffect, useRef, useState } from 'react';
import presets from '@generated/playground-presets';
import { SANDBOX_DOCUMENT_URL, type BuildAnswer, type CliFlags, type ProjectFiles } from '../../shared/playground';
import { ClientOnlyLoading } from '../components/ClientOnlyApp';
import { Tabs } from '../components/Tabs';
import { CodeEditor } from './CodeEditor';
import { FileActions, renamedFile } from './FileActions';
import { FlagsBar } from './FlagsBar';
import { LOADING_PLAYGROUND } from './LazyPlayground';
import { readyOffline } from './ready-offline';
import { OutputPanel } from './OutputPanel';
import type { PlaygroundProject } from './project';
import { SandboxClient } from './sandbox-client';
import { useProject } from './useProject';
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

/** The file to show first: the entry webpack looks for by default, else the first module, else the first file. */
function firstFile(files: ProjectFiles): string {
  const paths = Object.keys(files);
  return paths.find((path) => path === 'src/index.js') ?? paths.find((path) => path.startsWith('src/')) ?? paths[0] ?? '';
}

/** Builds `files` with `flags` in the sandbox, again after each pause in the edits; the newest answer wins. */
function useBuilds(files: ProjectFiles | undefined, flags: CliFlags | undefined) {
  const [answer, setAnswer] = useState<BuildAnswer>();
  const [building, setBuilding] = useState(true);
  const frame = useRef<HTMLIFrameElement>(null);
  const [sandbox] = useState(() => new SandboxClient(() => frame.current?.contentWindow));

  useEffect(() => {
    const receive = (event: MessageEvent) => sandbox.receive(event);
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [sandbox]);

  const [offline, setOffline] = useState(false);
  const build = useCallback(
    async (project: ProjectFiles, given: CliFlags) => {
      setBuilding(true);
      const result = await sandbox.build(project, given);
      // An older request's answer: a newer one is on its way.
      if (!result) return;
      setAnswer(result);
      setBuilding(false);
      // After a build: by then the service worker has had time to store the compiler it passed on.
      if (sandbox.compiler) setOffline(await readyOffline(sandbox.compiler).catch(() => false));
    },
    [sandbox],
  );

  useEffect(() => {
    if (!files || !flags) return;
    // Said at once: the output on screen is no longer that of the files on screen.
    setBuilding(true);
    const timer = setTimeout(() => void build(files, flags), REBUILD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [files, flags, build]);

  return { answer, building, offline, frame, frameLoaded: () => sandbox.frameLoaded(), rebuild: () => files && flags && void build(files, flags) };
}

/** The playground: a project's files in an editor, built in the sandbox by webpack on every edit. */
export default function PlaygroundApp() {
  const { project, setProject, notice, linkable, openPreset, reset } = useProject(presets);
  const { answer, building, offline, frame, frameLoaded, rebuild } = useBuilds(project?.files, project?.flags);
  const [chosen, setChosen] = useState<string>();
  const [copied, setCopied] = useState<string>();

  const update = (change: (current: PlaygroundProject) => Partial<PlaygroundProject>) => {
    setCopied(undefined);
    setProject((current) => current && { ...current, ...change(current) });
  };
  const copyLink = () =>
    navigator.clipboard.writeText(location.href).then(
      () => setCopied('Link copied.'),
      () => setCopied('The link could not be copied: copy it from the address bar.'),
    );

  // Opening the project takes a moment (a link's is inflated): the playground appears once, whole, rather than in steps that move each other.
  if (!project) return <ClientOnlyLoading text={LOADING_PLAYGROUND} />;
  const files = project.files;
  const paths = Object.keys(files);
  const preset = presets.find((each) => each.name === project?.preset);
  const active = chosen && chosen in files ? chosen : firstFile(files);
  return (
    <div className="playground">
      {notice && (
        <p className="playground__notice" role="alert">
          {notice}
        </p>
      )}
      <div className="playground__toolbar">
        <label className="playground__preset">
          Project
          <select value={project?.preset ?? ''} onChange={(event) => openPreset(event.target.value)}>
            {project && !preset && (
              <option value={project.preset} disabled>
                An example from the documentation
              </option>
            )}
            {presets.map((each) => (
              <option key={each.name} value={each.name}>
                {each.title}
              </option>
            ))}
          </select>
        </label>
        {preset && (
          <a className="playground__guide" href={preset.page}>
            The page it illustrates
          </a>
        )}
        <button type="button" className="button button--primary" onClick={rebuild}>
          Build
        </button>
        <button type="button" className="button" onClick={reset}>
          Reset
        </button>
        <button type="button" className="button" onClick={() => void copyLink()} disabled={!linkable} title={linkable ? undefined : 'This project is too large for a link.'}>
          Copy link
        </button>
        <p className="playground__status" role="status" aria-live="polite">
          {copied ?? summary(answer, building)}
        </p>
      </div>
      {project && <FlagsBar flags={project.flags} onChange={(flags) => update(() => ({ flags }))} />}
      <div className="playground__panels">
        <section className="playground__project" aria-label="Project">
          <Tabs label="Files" tabs={paths.map((path) => ({ id: path, label: path }))} selected={active} onSelect={setChosen}>
            <div className="playground__editor">
              {project && (
                <CodeEditor
                  key={project.preset}
                  path={active}
                  text={files[active] ?? ''}
                  label={`Contents of ${active}`}
                  onChange={(text) => update((current) => ({ files: { ...current.files, [active]: text } }))}
                />
              )}
            </div>
            <p className="playground__hint">Tab indents. To leave the editor with the keyboard, press Escape, then Tab.</p>
            <FileActions
              files={files}
              active={active}
              onAdd={(path) => {
                update((current) => ({ files: { ...current.files, [path]: '' } }));
                setChosen(path);
              }}
              onRename={(from, to) => {
                update((current) => ({ files: renamedFile(current.files, from, to) }));
                setChosen(to);
              }}
              onDelete={(path) => update((current) => ({ files: Object.fromEntries(Object.entries(current.files).filter(([each]) => each !== path)) }))}
            />
          </Tabs>
        </section>
        <section className="playground__output" aria-label="Output">
          <OutputPanel answer={answer} />
        </section>
      </div>
      {/* Below the panels: a line that appears later moves nothing the reader is looking at. */}
      {offline && <p className="playground__offline">Works offline: this browser keeps webpack and the sandbox.</p>}
      <iframe ref={frame} className="playground__sandbox" title="Build sandbox" src={SANDBOX_DOCUMENT_URL} aria-hidden="true" tabIndex={-1} onLoad={frameLoaded} />
    </div>
  );
}
