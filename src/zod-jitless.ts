import { z } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` when it can, and finds out by trying it once as the first
 * object schema is built: under the console's CSP (script-src 'self') that attempt is a reported violation on
 * every start. Parsing without compiled code is fast enough for the console's payloads.
 *
 * The console's build resolves every `import ... from 'zod'` of its own code to this module (vite.config.ts,
 * `zodJitless`), and bundles it in zod's chunk: the setting is in place before any module builds a schema,
 * whichever chunk that module ends up in, and the first screen, which builds none, does not load zod at all.
 */
z.config({ jitless: true });

export * from 'zod';
export { z, z as default };
