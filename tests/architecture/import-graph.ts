/** The import graph of the project's TypeScript (static and dynamic imports), and its circles. */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
/**
 * What a module evaluates as soon as it is evaluated: `import x from`, `import 'side-effect'` and
 * `export … from`, not `import type`, `export type` or `import()`.
 */
const STATIC_SPECIFIER =
  /^\s*(?:import(?!\s+type\b)(?:[^'";]*?\bfrom)?|export(?!\s+type\b)[^'";]*?\bfrom)\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) ? [full] : [];
  });
}

function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => `${base}/index${e}`),
  ];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/**
 * Module -> the modules it imports, relative to the repository, for the folders named; with `evaluated`, only
 * the imports evaluated with it (no types, no `import()`).
 */
export function importGraph(folders: string[], { evaluated = false } = {}): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(ROOT, folder))) {
      const text = fs.readFileSync(file, 'utf8');
      const targets = [...text.matchAll(evaluated ? STATIC_SPECIFIER : SPECIFIER)]
        .map((m) => resolveModule(file, m[1]!))
        .filter((t): t is string => t !== null && EXTENSIONS.includes(path.extname(t)))
        .map((t) => path.relative(ROOT, t));
      graph.set(path.relative(ROOT, file), [...new Set(targets)]);
    }
  }
  return graph;
}

/** The import circles: strongly connected groups of more than one module (or a module importing itself). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

/**
 * The graph between folders: folder -> the other folders its modules import, with `folderOf` naming each
 * module's folder (null: left out).
 */
export function folderGraph(
  graph: Map<string, string[]>,
  folderOf: (module: string) => string | null,
): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [module, targets] of graph) {
    const from = folderOf(module);
    if (from === null) continue;
    const to = folders.get(from) ?? new Set<string>();
    folders.set(from, to);
    for (const target of targets) {
      const folder = folderOf(target);
      if (folder !== null && folder !== from) to.add(folder);
    }
  }
  return new Map([...folders].map(([folder, to]) => [folder, [...to].sort()]));
}

/** Every module `start` evaluates with it, itself included, following the graph's imports. */
export function reachable(graph: Map<string, string[]>, start: string): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let module = queue.pop(); module !== undefined; module = queue.pop()) {
    for (const target of graph.get(module) ?? []) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}
