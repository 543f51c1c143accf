import { useId } from 'react';
import type { CliFlags } from '../../shared/playground';

/** The values the toolbar offers; `''` leaves the option to the configuration. */
const MODES = ['development', 'production', 'none'] as const;
const DEVTOOLS = ['eval', 'eval-source-map', 'eval-cheap-module-source-map', 'source-map', 'inline-source-map', 'hidden-source-map', 'cheap-module-source-map', 'nosources-source-map'];
const TARGETS = ['web', 'webworker', 'node'];
/** `--no-devtool` in a select, whose values are strings. */
const NO_DEVTOOL = 'false';

/** The command line these flags stand for, as a reader would type it in the project's folder. */
export function commandLine(flags: CliFlags): string {
  const parts = ['npx webpack'];
  if (flags.mode) parts.push(`--mode ${flags.mode}`);
  if (flags.devtool === false) parts.push('--no-devtool');
  else if (flags.devtool) parts.push(`--devtool ${flags.devtool}`);
  if (flags.target) parts.push(`--target ${flags.target}`);
  return parts.join(' ');
}

function FlagSelect({ label, value, values, onChange, extra }: {
  label: string;
  value: string;
  values: readonly string[];
  onChange: (value: string) => void;
  extra?: { value: string; label: string };
}) {
  const id = useId();
  return (
    <span className="playground__flag">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">as configured</option>
        {extra && <option value={extra.value}>{extra.label}</option>}
        {values.map((each) => (
          <option key={each} value={each}>
            {each}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * `mode`, `devtool` and `target` as command-line flags: like webpack-cli's, they override the
 * configuration, and the command they stand for is shown beside them.
 */
export function FlagsBar({ flags, onChange }: { flags: CliFlags; onChange: (flags: CliFlags) => void }) {
  const set = (changes: CliFlags) => onChange({ ...flags, ...changes });
  const devtool = flags.devtool === false ? NO_DEVTOOL : (flags.devtool ?? '');
  return (
    <fieldset className="playground__flags">
      <legend>Command-line flags</legend>
      <FlagSelect label="mode" value={flags.mode ?? ''} values={MODES} onChange={(mode) => set({ mode: (mode || undefined) as CliFlags['mode'] })} />
      <FlagSelect
        label="devtool"
        value={devtool}
        values={DEVTOOLS}
        extra={{ value: NO_DEVTOOL, label: 'false (--no-devtool)' }}
        onChange={(value) => set({ devtool: value === NO_DEVTOOL ? false : value || undefined })}
      />
      <FlagSelect label="target" value={flags.target ?? ''} values={TARGETS} onChange={(target) => set({ target: target || undefined })} />
      <code className="playground__command">{commandLine(flags)}</code>
    </fieldset>
  );
}
