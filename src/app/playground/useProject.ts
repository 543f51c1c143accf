import { useCallback, useEffect, useState } from 'react';
import type { PlaygroundPreset } from '../../shared/playground';
import type { PlaygroundProject } from './project';
import { MAX_LINK_HASH_CHARS, projectHash, readProjectHash } from './project-link';
import { storedProject, storeProject } from './project-storage';

const fromPreset = (preset: PlaygroundPreset): PlaygroundProject => ({ preset: preset.name, files: { ...preset.files }, flags: {} });

/** Whether `project` is its preset as shipped: then the address names the preset instead of carrying the files. */
function isPristine(project: PlaygroundProject, presets: readonly PlaygroundPreset[]): boolean {
  const preset = presets.find((each) => each.name === project.preset);
  if (!preset || Object.keys(project.flags).length > 0) return false;
  const paths = Object.keys(project.files);
  return paths.length === Object.keys(preset.files).length && paths.every((path) => preset.files[path] === project.files[path]);
}

/**
 * The project to open, in this order: the one a shared link carries in its hash, the preset a link
 * names (`?preset=`), the one kept from the last visit, the first preset. A link whose project cannot
 * be read says why, and the next choice opens.
 */
async function openingProject(presets: readonly PlaygroundPreset[]): Promise<{ project: PlaygroundProject; linked?: PlaygroundProject; notice?: string }> {
  const linked = await readProjectHash(location.hash);
  if (linked.state === 'project') return { project: linked.project, linked: linked.project };
  const named = presets.find((preset) => preset.name === new URLSearchParams(location.search).get('preset'));
  const project = named ? fromPreset(named) : (storedProject() ?? fromPreset(presets[0]!));
  return { project, notice: linked.state === 'unreadable' ? `The project in this link could not be opened: ${linked.reason}.` : undefined };
}

/**
 * The address for `project`: the preset's name while it is untouched, else the whole project in the
 * hash, so that the address bar always holds a link to what is on screen. Undefined when the project is
 * too large for a link.
 */
async function addressOf(project: PlaygroundProject, presets: readonly PlaygroundPreset[]): Promise<string | undefined> {
  if (isPristine(project, presets)) return `${location.pathname}?preset=${encodeURIComponent(project.preset)}`;
  const hash = await projectHash(project);
  return hash.length > MAX_LINK_HASH_CHARS ? undefined : location.pathname + hash;
}

/**
 * The playground's project: opened from the link, the last visit or a preset; every change kept in local
 * storage and written into the address (replacing the history entry, not adding one).
 */
export function useProject(presets: readonly PlaygroundPreset[]) {
  const [project, setProject] = useState<PlaygroundProject>();
  /** The project a link opened, which Reset goes back to when it is no preset (a documentation example). */
  const [linked, setLinked] = useState<PlaygroundProject>();
  const [notice, setNotice] = useState<string>();
  const [linkable, setLinkable] = useState(true);

  useEffect(() => {
    let live = true;
    void openingProject(presets).then((opened) => {
      if (!live) return;
      setProject(opened.project);
      setLinked(opened.linked);
      setNotice(opened.notice);
    });
    return () => {
      live = false;
    };
  }, [presets]);

  useEffect(() => {
    if (!project) return;
    storeProject(project);
    let live = true;
    void addressOf(project, presets).then((address) => {
      if (!live) return;
      setLinkable(address !== undefined);
      if (address) history.replaceState(history.state, '', address);
    });
    return () => {
      live = false;
    };
  }, [project, presets]);

  const openPreset = useCallback(
    (name: string) => {
      const preset = presets.find((each) => each.name === name);
      if (preset) setProject(fromPreset(preset));
    },
    [presets],
  );

  /** Back to the project as it was first opened: its preset as shipped, or the example a link opened. */
  const reset = useCallback(() => {
    const preset = presets.find((each) => each.name === project?.preset);
    if (preset) setProject(fromPreset(preset));
    else setProject(linked ?? fromPreset(presets[0]!));
  }, [presets, project?.preset, linked]);

  return { project, setProject, notice, linkable, openPreset, reset };
}
