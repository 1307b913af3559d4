import { createHash } from 'node:crypto';

/** `<script>` elements with a body and no `src` (the build's inline scripts), as the body between the tags. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources that allow the console page's inline scripts, one `'sha256-…'` per
 * script (the signed-in start's preload links, vite-start-preload.ts): the page runs those and no other
 * inline script.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1]!)
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}
