import { z } from 'zod';

/**
 * The answer of a download: the file itself, not the `data` envelope. The console reads it as a Blob
 * (`callBlob`); the server declares its media types in the OpenAPI document.
 */
export const fileAnswer = z.custom<Blob>((value) => value instanceof Blob);
