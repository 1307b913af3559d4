/*
 * How the console's build splits its code into chunks (docs/architecture.md, "How the console's code is
 * split"): library families, shared folders, feature areas and their forms. Used by vite.config.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Libraries that travel together, one chunk per family (the first match names it). */
const LIBRARY_FAMILIES: Array<[string, RegExp]> = [
  [
    'charts',
    /[\\/](recharts|d3-[a-z-]+|victory-vendor|decimal\.js-light|internmap|@mantine[\\/]charts|@reduxjs|redux|react-redux|immer|reselect|es-toolkit|eventemitter3)[\\/]/,
  ],
  ['map', /[\\/](leaflet[^\\/]*|react-leaflet[^\\/]*|@react-leaflet|@geoman-io)[\\/]/],
  // The date picker (its styles come with it: see mantineStyles), not dayjs, which the tables format dates
  // with (vendor).
  ['dates', /[\\/]@mantine[\\/]dates[\\/](?!.*\.css$)/],
  // The number field and the formatter it draws with, the signature pad: forms of a few screens only.
  [
    'number-input',
    /[\\/](react-number-format[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/]NumberInput[\\/])/,
  ],
  ['signature', /[\\/]signature_pad[\\/]/],
  ['data', /[\\/](dexie[^\\/]*|@tanstack|workbox-[a-z]+)[\\/]/],
  ['icons', /[\\/]@tabler[\\/]/],
  ['mantine', /[\\/](@mantine|@floating-ui)[\\/]/],
];

/** Shared folders whose modules import a large library (see chunkOf). */
const OWN_CHUNK_FOLDERS = ['components/map', 'components/form'];

/** Modules of those folders that import none (coordinates' arithmetic, which the GPS field uses too). */
const PLAIN_MODULES = /[\\/]src[\\/]components[\\/]map[\\/]position\.ts$/;

/**
 * Shared modules that travel with a library family: the date field goes with the date picker, so the forms
 * without a date (the lookups every screen uses) do not load the dates; the signature pad with its library.
 */
const WITH_FAMILY: Array<[string, RegExp]> = [
  ['dates', /[\\/]src[\\/]components[\\/]form[\\/]DateField\.tsx$/],
  ['signature', /[\\/]src[\\/]components[\\/]SignaturePad\.tsx$/],
];

/** What the bundler tells of a module while it makes the chunks (rolldown's ChunkingContext). */
interface ChunkingContext {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

/**
 * Libraries only some screens of an area draw with, by the suffix of the chunk that holds those screens: what
 * only forms draw (the date picker, the signature pad, and Mantine's number field, named in the module that
 * uses it because a package's index names all it has). (The charts are not split off: every reports screen
 * draws them.)
 */
const DRAWN_WITH: Array<{ suffix: string; library: RegExp; named?: RegExp }> = [
  {
    suffix: 'forms',
    library: /[\\/](@mantine[\\/]dates|signature_pad)[\\/]/,
    named: /\bNumberInput\b/,
  },
];

/** Per library kind, per module of the app: whether its static imports reach it (filled as chunkOf asks). */
const reached = new Map<string, Map<string, boolean>>(DRAWN_WITH.map(({ suffix }) => [suffix, new Map()]));

/** Whether `id`, or an app module it imports at any depth, imports one of `kind`'s libraries. */
function reaches(id: string, kind: (typeof DRAWN_WITH)[number], ctx: ChunkingContext): boolean {
  const known = reached.get(kind.suffix)!;
  if (known.has(id)) return known.get(id)!;
  const seen = new Set([id]);
  const stack = [id];
  while (stack.length > 0) {
    const info = ctx.getModuleInfo(stack.pop()!);
    if (!info) continue;
    if (kind.named && info.code && kind.named.test(info.code)) {
      known.set(id, true);
      return true;
    }
    for (const dependency of info.importedIds) {
      if (kind.library.test(dependency) || known.get(dependency) === true) {
        known.set(id, true);
        return true;
      }
      if (dependency.includes('node_modules') || seen.has(dependency)) continue;
      seen.add(dependency);
      stack.push(dependency);
    }
  }
  // Nothing `id` reaches draws with it, so nothing any module on the way reaches does either.
  for (const module of seen) known.set(module, false);
  return false;
}

/**
 * The screens a session most often starts on: the shell, the dashboard (home) and the work-order list, with
 * the entry and the toasts. The app modules they import, at any depth, are one chunk (`home`), whichever
 * folder they are in, so a start on them loads none of the area and folder chunks that hold the other
 * screens' code. Mantine's components they draw are in `mantine`; its others (the selects, menus, drawers,
 * tabs... of the other screens and dialogs) are in `mantine-screens`, which those screens load beside it.
 */
const START_MODULES = [
  'src/main.tsx',
  'src/app/shell/HomeShell.tsx',
  'src/features/dashboard/Dashboard.page.tsx',
  'src/features/work-orders/WorkOrders.page.tsx',
  'src/components/ToastStack.tsx',
  // Not an app module: the toasts' library, for the Mantine components it draws with.
  'node_modules/@mantine/notifications/esm/index.mjs',
];

const MANTINE_COMPONENT = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]/;

/** `from '...'` of a module's static imports and re-exports (not `import type`, not `import()`). */
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)([^'";]*?)\s*from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The names a static import takes (`{ A, B as C }` gives A and B; types are left out). */
function importedNames(clause: string): string[] {
  return clause
    .replace(/[{}]/g, '')
    .split(',')
    .map((name) => name.trim().split(/\s+as\s+/)[0]!)
    .filter((name) => name && !name.startsWith('type '));
}

/** Every file statically imported from `roots` by relative paths, at any depth; `visit` sees each import. */
function walkImports(
  roots: readonly string[],
  visit?: (clause: string, specifier: string) => void,
): Set<string> {
  const seen = new Set(roots);
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (/\.css$/.test(file)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[2] ?? match[3]!;
      visit?.(match[1] ?? '', specifier);
      const target = resolveRelative(file, specifier);
      if (target && !seen.has(target)) {
        seen.add(target);
        stack.push(target);
      }
    }
  }
  return seen;
}

let startScreens: { app: Set<string>; mantine: Set<string> } | null = null;

/** The app's modules and Mantine's component modules that the start screens load (see START_MODULES). */
function startScreenModules(): { app: Set<string>; mantine: Set<string> } {
  if (startScreens) return startScreens;
  const root = import.meta.dirname;
  const names = new Set<string>();
  const app = walkImports(
    START_MODULES.map((file) => path.join(root, file)),
    (clause, specifier) => {
      if (specifier === '@mantine/core') for (const name of importedNames(clause)) names.add(name);
    },
  );
  const index = path.join(root, 'node_modules/@mantine/core/esm/index.mjs');
  const components: string[] = [];
  for (const match of fs.readFileSync(index, 'utf8').matchAll(STATIC_IMPORT)) {
    const file = match[2] && resolveRelative(index, match[2]);
    if (file && importedNames(match[1] ?? '').some((name) => names.has(name))) components.push(file);
  }
  const normalized = (files: Iterable<string>) => new Set([...files].map((file) => path.normalize(file)));
  startScreens = {
    app: normalized([...app].filter((file) => !file.includes('node_modules'))),
    mantine: normalized(walkImports(components)),
  };
  return startScreens;
}

/**
 * Mantine's styles, split like its components. Mantine ships a sheet per component (`styles/<Name>.layer.css`,
 * whose classes its `<Name>.module.mjs` names) and one sheet of them all, in an order its cascade relies on.
 * The sheets of the components the start screens draw come with them (`mantine`), in that order; each other
 * sheet travels with its component (the sign-in screen's, `mantine-screens`), after what that component
 * draws with.
 */
const MANTINE_CORE = path.join(import.meta.dirname, 'node_modules/@mantine/core');
const CORE_SHEET = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([^\\/]+)\.layer\.css$/;
const PACKAGE_SHEET = /[\\/]@mantine[\\/](dates|notifications)[\\/]styles\.layer\.css$/;
const CLASS_NAMES = /[\\/]@mantine[\\/](core|dates)[\\/]esm[\\/].*[\\/]([^\\/]+)\.module\.mjs$/;
/** The sheets every screen needs: the reset, the theme's variables, the global rules. */
const BASE_SHEETS = ['baseline', 'default-css-variables', 'global'];

let sheetOrder: string[] | null = null;

/** The names of Mantine's per-component sheets, in the order of its one sheet. */
function mantineSheets(): string[] {
  if (sheetOrder) return sheetOrder;
  const rules = (sheet: string) => {
    const text = sheet.trim();
    return text.slice(text.indexOf('{') + 1, text.lastIndexOf('}')).trim();
  };
  const all = rules(fs.readFileSync(path.join(MANTINE_CORE, 'styles.layer.css'), 'utf8'));
  const at = new Map<string, number>();
  for (const file of fs.readdirSync(path.join(MANTINE_CORE, 'styles'))) {
    if (!file.endsWith('.layer.css')) continue;
    const position = all.indexOf(rules(fs.readFileSync(path.join(MANTINE_CORE, 'styles', file), 'utf8')));
    if (position < 0) throw new Error(`@mantine/core/styles/${file} is not part of styles.layer.css`);
    at.set(file.replace(/\.layer\.css$/, ''), position);
  }
  sheetOrder = [...at.keys()].sort((a, b) => at.get(a)! - at.get(b)!);
  return sheetOrder;
}

let startSheets: Set<string> | null = null;

/** Whether the start screens draw with the sheet's rules: a Mantine module they load names its classes. */
function isStartSheet(name: string): boolean {
  startSheets ??= new Set([
    ...BASE_SHEETS,
    ...[...startScreenModules().mantine].map((file) => CLASS_NAMES.exec(file)?.[2]).filter((name) => name),
  ] as string[]);
  return startSheets.has(name);
}

/**
 * In the build, src/components/mantine-styles.ts (which the start screens import) brings the start screens'
 * sheets, and each of Mantine's other class-name modules its own. (While developing and in unit tests, the
 * module brings them all.)
 */
export function mantineStyles(): Plugin {
  return {
    name: 'field-console:mantine-styles',
    apply: 'build',
    transform(code, id) {
      if (/[\\/]src[\\/]components[\\/]mantine-styles\.ts$/.test(id)) {
        const sheets = mantineSheets().filter(isStartSheet);
        const start = sheets.map((name) => `import '@mantine/core/styles/${name}.layer.css';`).join('\n');
        return { code: `${start}\nimport '@mantine/notifications/styles.layer.css';`, map: null };
      }
      const [, library, name] = CLASS_NAMES.exec(id) ?? [];
      if (library === 'dates')
        return { code: `import '@mantine/dates/styles.layer.css';\n${code}`, map: null };
      if (name && !isStartSheet(name) && mantineSheets().includes(name)) {
        return { code: `import '@mantine/core/styles/${name}.layer.css';\n${code}`, map: null };
      }
      return null;
    },
  };
}

/** The chunk of one of Mantine's sheets (see mantineStyles), or null for any other module. */
function sheetChunk(id: string): string | null {
  const core = CORE_SHEET.exec(id)?.[1];
  if (core) {
    if (isStartSheet(core)) return 'mantine';
    // With its component: the number field's in its own chunk, the others' in `mantine-screens`.
    const module = `/node_modules/@mantine/core/esm/components/${core}/${core}.module.mjs`;
    const family = LIBRARY_FAMILIES.find(([, test]) => test.test(module))?.[0];
    return family && family !== 'mantine' ? family : 'mantine-screens';
  }
  const library = PACKAGE_SHEET.exec(id)?.[1];
  if (library) return library === 'notifications' ? 'mantine' : 'dates';
  return null;
}

/** Which chunk a module that no earlier group took belongs to: its library family, or its app area. */
function chunkOf(id: string, ctx: ChunkingContext): string {
  const sheet = sheetChunk(id);
  if (sheet) return sheet;
  if (id.includes('node_modules')) {
    const library = LIBRARY_FAMILIES.find(([, test]) => test.test(id))?.[0] ?? 'vendor';
    if (
      library === 'mantine' &&
      MANTINE_COMPONENT.test(id) &&
      !startScreenModules().mantine.has(path.normalize(id))
    ) {
      return 'mantine-screens';
    }
    return library;
  }
  const family = WITH_FAMILY.find(([, test]) => test.test(id))?.[0];
  if (family) return family;
  if (startScreenModules().app.has(path.normalize(id))) return 'home';
  const [, feature, part] = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/](?:([^\\/]+)[\\/])?/.exec(id) ?? [];
  if (feature) {
    // A screen with a map of its own (work-orders/map) and the recorded position's map (GpsMap, loaded when
    // shown) are apart from their area, so the area's other screens (the list) do not load leaflet; so is
    // the swim lane.
    if (/[\\/]GpsMap\.tsx$/.test(id)) return `${feature}-map`;
    if (part && part !== 'api' && part !== 'components') return `${feature}-${part}`;
    // An area's modules that draw forms (with date, number or signature fields) are apart from the rest,
    // so a list that opens its dialogs when asked does not load them with its first screen. (A screen of its
    // own folder, such as the map, is one chunk: its page draws what it needs.)
    const drawn = DRAWN_WITH.find((kind) => reaches(id, kind, ctx));
    return drawn ? `${feature}-${drawn.suffix}` : feature;
  }
  // Shared code by top folder (src/components, src/data, ...), apart from the folders whose code brings a
  // large library: only the screens with a map load leaflet, only forms with date fields load the dates.
  const folder = /[\\/]src[\\/]([^\\/]+[\\/](?:[^\\/]+[\\/])?)/.exec(id)?.[1]?.replace(/\\/g, '/');
  if (!folder) return 'src';
  const [top, sub] = folder.split('/');
  return sub && OWN_CHUNK_FOLDERS.includes(`${top}/${sub}`) && !PLAIN_MODULES.test(id)
    ? `${top}-${sub}`
    : top!;
}

/**
 * Chunks by library and by route area instead of one file per shared component (340 files, 147 requests
 * for the work-order list). In order:
 * - zod with src/zod-jitless.ts, so the setting it makes runs before any schema is built;
 * - React and the router, which every screen runs;
 * - what the entry needs before anything else (`$initial`);
 * - the sign-in screen with everything it uses, so the first screen is a handful of files (the screens after
 *   it take what they share with it from there);
 * - then each library family, the shared app code (`common`), the shell, the offline layer and one chunk per
 *   feature area (`src/features/<area>`).
 * A screen then needs the entry's files, its area and the families it uses: about 15 files, never 100.
 */
export const chunkGroups = [
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/, priority: 50 },
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 40,
  },
  { name: 'start', tags: ['$initial' as const], priority: 30 },
  { name: 'sign-in', test: /[\\/]src[\\/]features[\\/]auth[\\/]SignIn\.page\.tsx$/, priority: 20 },
  { name: chunkOf, debugName: 'areas', priority: 10, includeDependenciesRecursively: false },
];

/** A group's chunk is named after the group alone: the screens it serves would make names of 100 characters. */
export function chunkFileName({ name }: { name: string }): string {
  return `assets/${name.split('~')[0]}-[hash].js`;
}
