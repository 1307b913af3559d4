import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { startScreenModules } from './vite-start-screens';

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
export function sheetChunk(id: string, familyOf: (module: string) => string | undefined): string | null {
  const core = CORE_SHEET.exec(id)?.[1];
  if (core) {
    if (isStartSheet(core)) return 'mantine';
    // With its component: the number field's in its own chunk, the others' in `mantine-screens`.
    const module = `/node_modules/@mantine/core/esm/components/${core}/${core}.module.mjs`;
    const family = familyOf(module);
    return family && family !== 'mantine' ? family : 'mantine-screens';
  }
  const library = PACKAGE_SHEET.exec(id)?.[1];
  if (library) return library === 'notifications' ? 'mantine' : 'dates';
  return null;
}
