import { z } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` when it can, and finds out by trying it once as the first
 * object schema is built: under the console's CSP (script-src 'self') that attempt is a reported violation on
 * every start. Parsing without compiled code is fast enough for the console's payloads.
 *
 * Imported first by main.tsx, and bundled in zod's own chunk (vite.config.ts): the setting must be in place
 * before any module builds a schema, whichever chunk that module ends up in.
 */
z.config({ jitless: true });
