import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs a command against a throwaway PostgreSQL server: initdb in a temp directory, start on a free port,
 * export DATABASE_URL, run the command, stop the server and delete the directory. As root, the server runs
 * as the `postgres` user (PostgreSQL refuses to run as root).
 *   tsx tests/support/with-postgres.ts vitest run --project api
 */
function findBinDir(): string {
  const candidates = [process.env.PG_BIN, ...listVersions('/usr/lib/postgresql')].filter(Boolean) as string[];
  for (const dir of candidates) if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  throw new Error(
    'PostgreSQL server binaries were not found (looked in /usr/lib/postgresql/*/bin). Install them with `apt-get install postgresql` or set PG_BIN.',
  );
}

function listVersions(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(root, v, 'bin'));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function asServerUser(cmd: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

async function main() {
  const command = process.argv.slice(2);
  if (command.length === 0) throw new Error('usage: with-postgres.ts <command> [args...]');
  const bin = findBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const port = await freePort();
  const run = (cmd: string, args: string[]) => {
    const [c, a] = asServerUser(path.join(bin, cmd), args);
    const result = spawnSync(c, a, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  const stop = () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${path.basename(path.dirname(bin))} running for this command at 127.0.0.1:${port}`);
  const child = spawn(command[0]!, command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, TEST_DATABASE: 'postgres' },
    shell: false,
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => {
    stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
