/*
 * How the console's build splits its code into chunks (docs/architecture.md, "How the console's code is
 * split"): library families, shared folders, feature areas and their forms. Used by vite.config.ts.
 */
import path from 'node:path';
import { sheetChunk } from './vite-mantine-styles';
import { MANTINE_COMPONENT, startScreenModules } from './vite-start-screens';

/** Libraries that travel together, one chunk per family (the first match names it). */
const LIBRARY_FAMILIES: Array<[string, RegExp]> = [
  [
    'charts',
    /[\\/](recharts|d3-[a-z-]+|victory-vendor|decimal\.js-light|internmap|@mantine[\\/]charts|@reduxjs|redux|react-redux|immer|reselect|es-toolkit|eventemitter3)[\\/]/,
  ],
  ['map', /[\\/](leaflet[^\\/]*|react-leaflet[^\\/]*|@react-leaflet|@geoman-io)[\\/]/],
  // The date picker (its styles come with it: see vite-mantine-styles.ts), not dayjs, which the tables format dates
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

/** Which chunk a module that no earlier group took belongs to: its library family, or its app area. */
function chunkOf(id: string, ctx: ChunkingContext): string {
  const sheet = sheetChunk(id, (module) => LIBRARY_FAMILIES.find(([, test]) => test.test(module))?.[0]);
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
