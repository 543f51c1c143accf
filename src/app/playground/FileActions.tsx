import { useId, useState, type FormEvent } from 'react';
import type { ProjectFiles } from '../../shared/playground';

/** Why `path` cannot be a new file of `files`, or undefined when it can. */
export function newFileProblem(path: string, files: ProjectFiles): string | undefined {
  if (path === '') return 'Give the new file a path, such as src/util.js.';
  if (path.startsWith('/') || path.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    return 'A path from the project folder, such as src/util.js: no leading slash, no empty, "." or ".." parts.';
  }
  if (path in files) return `${path} is already in the project.`;
  return undefined;
}

/** Adds a file to the project (opening it) and deletes the open one; Reset brings deleted files back. */
export function FileActions({ files, active, onAdd, onDelete }: {
  files: ProjectFiles;
  active: string;
  onAdd: (path: string) => void;
  onDelete: (path: string) => void;
}) {
  const id = useId();
  const [path, setPath] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = (event: FormEvent) => {
    event.preventDefault();
    const wanted = path.trim();
    const found = newFileProblem(wanted, files);
    setProblem(found);
    if (found) return;
    onAdd(wanted);
    setPath('');
  };
  return (
    <div className="playground__file-actions">
      <form onSubmit={add}>
        <label htmlFor={id}>New file</label>
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
