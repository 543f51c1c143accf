import { Fragment, type ReactNode } from 'react';

/** A dot between two parts of a name (`optimization.splitChunks`), not one ending a sentence or a version. */
const NAME_DOT = /(?<=\.)(?=[A-Za-z_$])/;

/**
 * A name that may wrap after each of its dots and nowhere else: option paths such as
 * `optimization.concatenateModules` are single words to the browser, which would otherwise break
 * them mid-word in a narrow column.
 */
export function breakAtDots(text: string): ReactNode {
  const parts = text.split(NAME_DOT);
  if (parts.length === 1) return text;
  return parts.map((part, at) => (
    <Fragment key={at}>
      {at > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
