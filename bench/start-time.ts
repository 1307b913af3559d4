/**
 * Start time of the server as `npm start` runs it (compiled JavaScript, PGlite), until `/api/health` answers:
 * the first start on an empty data directory with the demo data, then warm starts on that directory, beside
 * the same warm start through tsx (how `npm start` ran before it was compiled) and a warm start whose server
 * build is stale (rebuilt by esbuild first, as after a `git pull`). Each figure is wall time from spawning
 * the process, the CPU time of its process tree (less sensitive to other work on the machine), and the
 * server's own account of its steps.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/cli/node-flags.mjs';
import { freePort, healthy, treeCpuMs } from './processes';
import { median } from './stats';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const WARM_TARGET_MS = 2_000;
const FIRST_TARGET_MS = 20_000;

interface StartSample {
  wallMs: number;
  cpuMs: number | null;
  /** The ready line's steps, e.g. "load 410, open 380, migrate 40, ...". */
  steps: string;
}

/** Starts `command` on a fresh port, waits for /api/health, then stops it and waits for it to exit. */
async function timeStart(
  command: string[],
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<StartSample> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ended = false;
  void exited.then(() => (ended = true));
  try {
    for (;;) {
      if (ended) throw new Error(`the server stopped before it answered:\n${output}`);
      if (performance.now() - started > timeoutMs)
        throw new Error(`no answer within ${timeoutMs} ms:\n${output}`);
      if (await healthy(port)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const wallMs = performance.now() - started;
    const cpuMs = treeCpuMs(child.pid!);
    // The ready line is printed right after listen; give it a moment to arrive.
    for (let i = 0; i < 50 && !/ready at/.test(output); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const steps = /ms: ([^)]*)\)/.exec(output)?.[1] ?? '';
    return { wallMs, cpuMs, steps };
  } finally {
    // The whole process group: tsx runs the server in a child process.
    if (!ended) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

function summary(label: string, samples: StartSample[]): string {
  const walls = samples.map((s) => s.wallMs);
  const cpus = samples.map((s) => s.cpuMs).filter((v): v is number => v !== null);
  const mid = median(walls);
  const typical = samples.find((s) => s.wallMs === mid) ?? samples[0]!;
  const cpu = cpus.length > 0 ? `${median(cpus).toFixed(0).padStart(6)} ms` : '     n/a';
  const range =
    samples.length > 1 ? `  (${Math.min(...walls).toFixed(0)}-${Math.max(...walls).toFixed(0)})` : '';
  const line = `${label.padEnd(34)} ${mid.toFixed(0).padStart(6)} ms  cpu ${cpu}${range}`;
  return `${line}\n${''.padEnd(36)}${typical.steps}`;
}

export async function benchStartTime(): Promise<boolean> {
  const root = path.resolve(import.meta.dirname, '..');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-start-'));
  // The console is not what is measured: an empty static directory keeps `npm start` from building it.
  const env = {
    DATA_DIR: path.join(work, 'data'),
    STATIC_DIR: path.join(work, 'no-console'),
    SEED: 'demo',
    ADMIN_PASSWORD: 'Bench-start-pass-1',
    NODE_ENV: 'production',
  };
  const compiled = [process.execPath, ...SERVER_NODE_FLAGS, path.join(root, 'server/cli/start.mjs')];
  const tsx = [path.join(root, 'node_modules/.bin/tsx'), path.join(root, 'server/main.ts')];
  try {
    // Brings the server build up to date, so the starts below measure starting, not building.
    await timeStart(compiled, { ...env, DATA_DIR: path.join(work, 'warm-up'), SEED: 'none' });

    const first = await timeStart(compiled, env);
    const warm: StartSample[] = [];
    const viaTsx: StartSample[] = [];
    const rebuilt: StartSample[] = [];
    for (let i = 0; i < STARTS; i++) {
      // Interleaved, so a burst of other work on the machine hurts every kind alike.
      warm.push(await timeStart(compiled, env));
      viaTsx.push(await timeStart(tsx, env));
      if (i < Math.min(3, STARTS)) rebuilt.push(await timeStart(compiled, { ...env, REBUILD: '1' }));
    }
    const warmMedian = median(warm.map((s) => s.wallMs));
    const tsxMedian = median(viaTsx.map((s) => s.wallMs));
    console.log(
      `Start until /api/health answers (PGlite; median of ${STARTS}; wall, CPU of the process tree):`,
    );
    console.log(summary('first start, demo data (compiled)', [first]));
    console.log(summary('warm start, compiled (npm start)', warm));
    console.log(summary('warm start, stale build (rebuilt)', rebuilt));
    console.log(summary('warm start, tsx (baseline)', viaTsx));
    console.log(`compiled / tsx: ${(warmMedian / tsxMedian).toFixed(2)}`);
    const warmOk = warmMedian < WARM_TARGET_MS;
    const firstOk = first.wallMs < FIRST_TARGET_MS;
    console.log(
      `warm start under ${WARM_TARGET_MS} ms: ${warmOk ? 'yes' : 'NO'}; ` +
        `first start under ${FIRST_TARGET_MS} ms: ${firstOk ? 'yes' : 'NO'}`,
    );
    return warmOk && firstOk;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
