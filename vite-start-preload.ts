/*
 * A signed-in start fetches the shell's, the start screens' and the offline layer's code beside the entry's,
 * instead of after it (docs/architecture.md, "How the console's code is split"). Used by vite.config.ts.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { serviceBaseIn } from './src/api/services';
import { STORAGE_KEY as SESSION_KEY } from './src/api/session';
import { START_SESSION_PROPERTY } from './src/api/start-session';
import { SESSION_ENDPOINT } from './src/domain/contracts/account/auth-endpoints';

/**
 * What a signed-in start imports as soon as the entry runs (src/app/router.tsx preloadStartScreen, the
 * OfflineProvider's runtime): the shell, the two start screens and the offline layer.
 */
const SIGNED_IN_START = [
  'src/app/shell/HomeShell.tsx',
  'src/features/dashboard/Dashboard.page.tsx',
  'src/features/work-orders/WorkOrders.page.tsx',
  'src/offline/OfflineRuntime.tsx',
];

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * `files` and every chunk they import statically, at any depth, with the sheets those chunks bring: nearest
 * first, as the browser would come to them.
 */
function withImports(files: Iterable<string>, chunks: Map<string, OutputChunk>): Set<string> {
  const out = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (out.has(file)) continue;
    out.add(file);
    const chunk = chunks.get(file);
    if (!chunk) continue;
    for (const css of chunk.viteMetadata?.importedCss ?? []) out.add(css);
    queue.push(...chunk.imports);
  }
  return out;
}

/**
 * The files a signed-in start needs that the page does not already ask for, in the order the entry's
 * imports would ask for them (scripts, then sheets).
 */
export function signedInStartFiles(chunks: readonly OutputChunk[], root: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const wanted = new Set(SIGNED_IN_START.map((module) => path.resolve(root, module)));
  const holds = (chunk: OutputChunk) => chunk.moduleIds.map((id) => path.normalize(id));
  const holding = chunks.filter((chunk) => holds(chunk).some((id) => wanted.has(id)));
  const held = new Set(holding.flatMap(holds));
  const missing = [...wanted].filter((module) => !held.has(module));
  if (missing.length > 0) throw new Error(`no chunk holds ${missing.join(', ')}`);
  const entry = withImports(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    byFile,
  );
  const files = [
    ...withImports(
      holding.map((chunk) => chunk.fileName),
      byFile,
    ),
  ].filter((file) => !entry.has(file));
  return [...files.filter((file) => file.endsWith('.js')), ...files.filter((file) => file.endsWith('.css'))];
}

/**
 * The page's one inline script. With a stored session:
 * - it sends the session call (`sessionUrl`, with the headers src/api/http.ts sends), whose answer every
 *   signed-in screen waits for, and leaves it for the console's first session call (src/api/start-session.ts);
 * - it adds a preload link per file (modulepreload for code, preload as a style for sheets), so the browser
 *   fetches them while it fetches the entry.
 * Signed out it does nothing: the sign-in screen needs none of it. The server allows this script by its hash
 * (server/plugins/inline-scripts.ts).
 */
export function startPreloadScript(files: readonly string[], base: string, sessionUrl: string): string {
  const headers = `{Accept:'application/json','Cache-Control':'no-cache',Pragma:'no-cache',Authorization:'Bearer '+t}`;
  return (
    `try{const v=localStorage.getItem(${JSON.stringify(SESSION_KEY)});if(v){` +
    `const p=JSON.parse(v),t=p&&(p.authToken||p.accessToken);` +
    `if(typeof t==='string'&&t)window[${JSON.stringify(START_SESSION_PROPERTY)}]={token:t,` +
    `response:fetch(${JSON.stringify(sessionUrl)},{headers:${headers}}).catch(()=>null)};` +
    `for(const f of ${JSON.stringify(files)}){const l=document.createElement('link'),s=f.endsWith('.css');` +
    `l.rel=s?'preload':'modulepreload';if(s)l.setAttribute('as','style');l.setAttribute('crossorigin','');` +
    `l.href=${JSON.stringify(base)}+f;` +
    `document.head.appendChild(l)}}}catch{}`
  );
}

/** Where the session call goes in this build (src/api/http.ts joins a service's base and a path the same way). */
export function sessionUrlIn(env: Readonly<Record<string, string | undefined>>): string {
  const serviceBase = serviceBaseIn(env, SESSION_ENDPOINT.service);
  return `${serviceBase.endsWith('/') ? serviceBase : `${serviceBase}/`}${SESSION_ENDPOINT.path}`;
}

export function startPreload(): Plugin {
  let root = process.cwd();
  let base = '/';
  let sessionUrl = '';
  return {
    name: 'field-console:start-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      sessionUrl = sessionUrlIn(config.env);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const chunks = Object.values(context.bundle).filter((output) => output.type === 'chunk');
        const files = signedInStartFiles(chunks, root);
        return [{ tag: 'script', children: startPreloadScript(files, base, sessionUrl), injectTo: 'head' }];
      },
    },
  };
}
