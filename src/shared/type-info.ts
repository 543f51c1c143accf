/**
 * The markup of types on hover in `twoslash` code blocks (src/builder/markdown/type-info.ts writes it):
 * a focusable span around an option's name, holding its popup. The popup's text is no part of the
 * code: copying, the Markdown twin and "Try it" leave it out.
 */
export const TYPE_INFO_CLASS = 'type-info';
export const TYPE_INFO_POPUP_CLASS = 'type-info__popup';
