import { useId, useState, type FormEvent } from 'react';
import type { ProjectFiles } from '../../shared/playground';

/** Why `path` cannot be a new file of `files` (added, or one renamed), or undefined when it can. */
export function filePathProblem(path: string, files: ProjectFiles): string | undefined {
  if (path === '') return 'Give the file a path, such as src/util.js.';
  if (path.startsWith('/') || path.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    return 'A path from the project folder, such as src/util.js: no leading slash, no empty, "." or ".." parts.';
  }
  if (path in files) return `${path} is already in the project.`;
  return undefined;
}

/** `files` with the file `from` under the path `to`, in the same place among the others. */
export function renamedFile(files: ProjectFiles, from: string, to: string): ProjectFiles {
  return Object.fromEntries(Object.entries(files).map(([path, text]) => [path === from ? to : path, text]));
}

/**
 * Adds a file at the path typed (opening it), renames the open one to that path, and deletes the open
 * one; Reset brings the project's files back.
 */
export function FileActions({ files, active, onAdd, onRename, onDelete }: {
  files: ProjectFiles;
  active: string;
  onAdd: (path: string) => void;
  onRename: (from: string, to: string) => void;
  onDelete: (path: string) => void;
}) {
  const id = useId();
  const [path, setPath] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = path.trim();
    const found = filePathProblem(wanted, files);
    setProblem(found);
    if (found) return;
    // Enter in the field adds, as the form's first button does.
    if ((event.nativeEvent as SubmitEvent).submitter?.dataset.action === 'rename') onRename(active, wanted);
    else onAdd(wanted);
    setPath('');
  };
  return (
    <div className="playground__file-actions">
      <form onSubmit={submit}>
        <label htmlFor={id}>File path</label>
        <input
          id={id}
          value={path}
          placeholder="src/util.js"
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setPath(event.target.value)}
        />
        <button type="submit" className="button">
          Add
        </button>
        <button type="submit" className="button" data-action="rename">
          Rename {active}
        </button>
      </form>
      <button type="button" className="button" disabled={Object.keys(files).length < 2} onClick={() => onDelete(active)}>
        Delete {active}
      </button>
      {problem && (
        <p id={`${id}-problem`} className="playground__file-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
