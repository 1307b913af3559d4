/**
 * Characters no text field may hold: the C0 controls other than tab, line feed and carriage return.
 * PostgreSQL cannot store NUL in text at all, and the others are never typed by a person.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

/** The longest part of a client-chosen name (a field's, a key's) an error message repeats. */
const SHOWN_NAME_LENGTH = 40;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** A client-chosen name as an error repeats it: no control characters, and never more than a short prefix. */
export function printable(name: string | number): string {
  const text = String(name).replace(CONTROL_CHARACTERS, '?');
  return text.length > SHOWN_NAME_LENGTH ? `${text.slice(0, SHOWN_NAME_LENGTH)}…` : text;
}
