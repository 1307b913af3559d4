/*
 * The modules the start screens load (the shell, the dashboard, the work-order list, the toasts), found from
 * their static imports before the build makes its graph: vite-chunks.ts puts them in `home` and Mantine's
 * components they draw in `mantine`; vite-mantine-styles.ts gives those components' sheets to the same screens.
 */
import fs from 'node:fs';
import path from 'node:path';

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

/**
 * Mantine's component modules: its components, and the one helper with a sheet of its own (InlineInput, the
 * frame of check boxes, radios and switches), which must travel with the components that draw with it.
 */
export const MANTINE_COMPONENT =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils[\\/]InlineInput)[\\/]/;

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
export function startScreenModules(): { app: Set<string>; mantine: Set<string> } {
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
