import { SERVER_MESSAGES } from '../../src/domain/messages';
import { hasControlCharacter, printable } from './control-characters';
import type { HttpError } from './http-errors';
import { badRequest, fieldError } from './http-errors';

/** The refusal of multipart fields a route does not read; the names are repeated only in short. */
export function unknownFieldsError(names: readonly string[]): HttpError {
  const shown = names.map((name) => printable(name));
  return badRequest(
    `${shown[0]} is not a known field`,
    shown.map((name) => ({ field: name, message: `${name} is not a known field` })),
  );
}

/** A file name is kept as text: one holding a control character (NUL above all) is refused. */
export function checkUploadFileName(fileName: string): void {
  if (hasControlCharacter(fileName))
    throw fieldError('File', `The file name ${SERVER_MESSAGES.controlCharacter}`);
}
