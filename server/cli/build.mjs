// Plain JavaScript on purpose: this runs before anything is compiled (`npm start` on a fresh checkout).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The builds `npm start` runs from, kept fresh without REBUILD=1:
 *  - the server: server/main.ts and everything it imports from server/ and src/domain/, bundled by esbuild
 *    into one ES module (SERVER_ENTRY); packages stay in node_modules and load as they would under tsx;
 *  - the console: `vite build` into dist/.
 * Each build writes a stamp (node_modules/.cache/field-console/*.json) with a fingerprint of its inputs; a
 * start compares it with the checkout and rebuilds only what changed (after a git pull, an edit, a moved
 * checkout).
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where a checkout's builds and stamps live (`root` is the checkout; tests build a small one). */
function buildPaths(root) {
  const dir = path.join(root, 'node_modules', '.cache', 'field-console');
  return {
    serverEntry: path.join(dir, 'server', 'main.js'),
    serverStamp: path.join(dir, 'server.json'),
    consoleStamp: path.join(dir, 'console.json'),
    consoleDir: path.join(root, 'dist'),
  };
}

export const SERVER_ENTRY = buildPaths(ROOT).serverEntry;
const { consoleStamp: CONSOLE_STAMP, consoleDir: CONSOLE_DIR } = buildPaths(ROOT);
/** A performance mark whose detail is how long this start spent building (read by server/main.ts). */
export const BUILD_MARK = 'field-console:build';
/** Files and folders the console build reads (tests excluded: they are not built). */
const CONSOLE_INPUTS = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];
const TEST_FILE = /\.test\.tsx?$/;
const STAMP_VERSION = 1;

function hashFile(file) {
  try {
    return crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return 'missing';
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Writes through a temporary file and a rename, so a concurrent start never reads half a file. */
function writeAtomic(file, contents) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/** Relative paths of every file under the given files and folders, sorted. */
function listFiles(entries) {
  const files = [];
  const visit = (relative) => {
    const absolute = path.join(ROOT, relative);
    let stat;
    try {
      stat = fs.statSync(absolute);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(absolute)) visit(path.join(relative, name));
    } else if (!TEST_FILE.test(relative)) {
      files.push(relative.split(path.sep).join('/'));
    }
  };
  for (const entry of entries) visit(entry);
  return files.sort();
}

/** What a build of `root` depends on besides its source files: a change here rebuilds too. */
function toolchain(packageName, root = ROOT) {
  // The tools are this checkout's, whichever root they build.
  const version =
    readJson(path.join(ROOT, 'node_modules', packageName, 'package.json'))?.version ?? 'missing';
  return {
    stampVersion: STAMP_VERSION,
    root,
    builder: hashFile(fileURLToPath(import.meta.url)),
    tool: version,
  };
}

function sameToolchain(stamp, packageName, root = ROOT) {
  return stamp && JSON.stringify(stamp.toolchain) === JSON.stringify(toolchain(packageName, root));
}

/** Why the server bundle of `root` must be rebuilt, or null when it is up to date. */
export function serverStaleness(root = ROOT) {
  const { serverEntry, serverStamp } = buildPaths(root);
  const stamp = readJson(serverStamp);
  if (!stamp || !fs.existsSync(serverEntry)) return 'no server build yet';
  if (!sameToolchain(stamp, 'esbuild', root)) return 'the build tools changed';
  for (const [file, hash] of Object.entries(stamp.inputs)) {
    if (hashFile(path.join(root, file)) !== hash) return `${file} changed`;
  }
  return null;
}

/** Why the console must be rebuilt, or null when dist/ is up to date. */
export function consoleStaleness() {
  const stamp = readJson(CONSOLE_STAMP);
  if (!fs.existsSync(path.join(CONSOLE_DIR, 'index.html'))) return 'no console build yet';
  if (!stamp) return 'the console build has no stamp';
  if (!sameToolchain(stamp, 'vite')) return 'the build tools changed';
  return consoleFingerprint() === stamp.fingerprint ? null : 'its sources changed';
}

function consoleFingerprint() {
  const hash = crypto.createHash('sha1');
  for (const file of listFiles(CONSOLE_INPUTS)) hash.update(`${file}\0${hashFile(path.join(ROOT, file))}\0`);
  return hash.digest('hex');
}

/**
 * esbuild replaces `import.meta.url` with the URL of the source file it appears in, so a module finds the
 * files beside it (the SQL migrations) as it does under tsx, wherever the bundle is. It also hashes each
 * source as read, so an edit made during the build is not taken for built.
 */
function sourceLocation(hashes) {
  return {
    name: 'source-location',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const bytes = await fs.promises.readFile(args.path);
        hashes.set(args.path, crypto.createHash('sha1').update(bytes).digest('hex'));
        const url = JSON.stringify(pathToFileURL(args.path).href);
        const contents = bytes.toString('utf8').replaceAll('import.meta.url', url);
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Bundles the server of `root` with esbuild (a fraction of a second) and records its inputs' hashes. */
export async function buildServer(root = ROOT) {
  const { serverEntry, serverStamp } = buildPaths(root);
  const esbuild = await import('esbuild');
  const hashes = new Map();
  let result;
  try {
    result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['server/main.ts'],
      outfile: serverEntry,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      keepNames: true,
      sourcemap: 'linked',
      sourcesContent: false,
      plugins: [sourceLocation(hashes)],
      metafile: true,
      write: false,
      logLevel: 'warning',
    });
  } finally {
    // esbuild's service process would otherwise live on beside the server.
    await esbuild.stop();
  }
  // The map first: the bundle's last line names it.
  const files = [...result.outputFiles].sort(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  );
  for (const file of files) writeAtomic(file.path, file.contents);
  const inputs = {};
  for (const file of [...Object.keys(result.metafile.inputs), 'tsconfig.json'].sort()) {
    const absolute = path.join(root, file);
    inputs[file] = hashes.get(absolute) ?? hashFile(absolute);
  }
  writeAtomic(serverStamp, JSON.stringify({ toolchain: toolchain('esbuild', root), inputs }, null, 1));
}

/**
 * Builds the console with Vite into dist/ in a child process and records the fingerprint of its sources;
 * resolves when done. The fingerprint is taken first, so an edit made meanwhile rebuilds next time.
 */
export function buildConsole() {
  const fingerprint = consoleFingerprint();
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  return new Promise((resolve, reject) => {
    const build = spawn(npx, ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
    build.once('error', reject);
    build.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`the console build failed (vite build exited with ${code})`));
        return;
      }
      writeAtomic(CONSOLE_STAMP, JSON.stringify({ toolchain: toolchain('vite'), fingerprint }, null, 1));
      resolve();
    });
  });
}

/**
 * The console build a start left running while the server prepares the database (first start, or after a
 * pull that changed the console): server/main.ts waits for it before it serves dist/.
 */
export const CONSOLE_BUILD = Symbol.for('field-console:console-build');

/**
 * Rebuilds what is missing or stale (everything with force) and says so. The console is built only when
 * it is served from dist/ (STATIC_DIR unset or dist) or asked for. With `background`, the console build
 * (a minute or so) is not awaited but left in globalThis[CONSOLE_BUILD]: it runs in its own process, on
 * another core, while the server opens and fills the database.
 */
export async function ensureBuilt(options = {}) {
  const started = performance.now();
  const force = options.force === true;
  const servesDist = path.resolve(ROOT, process.env.STATIC_DIR ?? 'dist') === CONSOLE_DIR;
  const wantsConsole = servesDist || options.console === true;
  const consoleReason = !wantsConsole ? null : force ? 'REBUILD=1' : consoleStaleness();
  let consoleBuild = null;
  if (consoleReason) {
    console.log(`Building the console (${consoleReason})...`);
    consoleBuild = buildConsole();
    // Handled by whoever awaits it; this keeps a failure from counting as unhandled in between.
    consoleBuild.catch(() => undefined);
  }
  const serverReason = force ? 'REBUILD=1' : serverStaleness();
  if (serverReason) {
    const serverStarted = performance.now();
    await buildServer();
    console.log(`Built the server (${serverReason}) in ${Math.round(performance.now() - serverStarted)} ms`);
  }
  if (consoleBuild && options.background === true) globalThis[CONSOLE_BUILD] = consoleBuild;
  else if (consoleBuild) await consoleBuild;
  // The server's ready line tells building apart from loading (BUILD_MARK).
  if (consoleReason || serverReason) performance.mark(BUILD_MARK, { detail: performance.now() - started });
  return SERVER_ENTRY;
}

// `node server/cli/build.mjs`: both builds, unconditionally (what `npm run build` runs).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureBuilt({ force: true, console: true });
}
