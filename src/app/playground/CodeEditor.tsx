import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap, indentWithTab, simplifySelection, temporarilySetTabFocusMode } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers, type Command } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';

/** The language of a file by its extension; other files are plain text. */
function languageOf(path: string): Extension {
  if (/\.[cm]?[jt]sx?$/.test(path)) return javascript({ jsx: path.endsWith('x'), typescript: /\.[cm]?tsx?$/.test(path) });
  if (path.endsWith('.json')) return json();
  if (path.endsWith('.css')) return css();
  return [];
}

/**
 * Escape lets the next Tab leave the editor, where Tab otherwise indents (CodeMirror's tab-focus mode),
 * so that a keyboard is never trapped; it still collapses a selection as CodeMirror's own Escape does.
 */
const escapeThenTab: Command = (view) => {
  simplifySelection(view);
  return temporarilySetTabFocusMode(view);
};

/** Colours are classes (`tok-keyword`, …) styled by PlaygroundApp.css in both themes, as the site's code blocks are. */
const shared: Extension = [lineNumbers(), syntaxHighlighting(classHighlighter), EditorView.theme({ '&': { height: '100%' } })];

function extensions(path: string, label: string, readOnly: boolean, onChange?: (text: string) => void): Extension {
  // A tab stop said outright: the editor scrolls, and checkers do not count contenteditable as focusable.
  const described = EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' });
  // Emitted files are often minified to one long line: wrapped, it reads without scrolling sideways.
  if (readOnly) return [shared, languageOf(path), described, EditorState.readOnly.of(true), EditorView.lineWrapping];
  return [
    shared,
    languageOf(path),
    described,
    history(),
    drawSelection(),
    highlightActiveLine(),
    indentOnInput(),
    bracketMatching(),
    EditorState.tabSize.of(2),
    keymap.of([{ key: 'Escape', run: escapeThenTab }, indentWithTab, ...defaultKeymap, ...historyKeymap]),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) onChange?.(update.state.doc.toString());
    }),
  ];
}

/**
 * A CodeMirror editor for one project file at a time. Each file keeps its own state while the editor
 * lives (its undo history, selection and scroll), so switching tabs and back loses nothing; a text that
 * changes from outside (a reset, another project) replaces the file's text. With `readOnly`, it shows
 * an emitted file, highlighted, selectable and searchable but not editable.
 */
export function CodeEditor({ path, text, label, readOnly = false, onChange }: {
  path: string;
  text: string;
  label: string;
  readOnly?: boolean;
  onChange?: (text: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const states = useRef(new Map<string, EditorState>());
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => {
    const editor = new EditorView({ parent: host.current! });
    view.current = editor;
    return () => editor.destroy();
  }, []);

  useEffect(() => {
    const editor = view.current!;
    let state = readOnly ? undefined : states.current.get(path);
    if (!state) {
      state = EditorState.create({ doc: text, extensions: extensions(path, label, readOnly, (next) => latestOnChange.current?.(next)) });
    } else if (state.doc.toString() !== text) {
      state = state.update({ changes: { from: 0, to: state.doc.length, insert: text } }).state;
    }
    if (editor.state !== state) editor.setState(state);
    return () => {
      if (!readOnly) states.current.set(path, editor.state);
    };
  }, [path, text, label, readOnly]);

  return <div ref={host} className="code-editor" />;
}
