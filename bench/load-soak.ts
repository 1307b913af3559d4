/** A long run of the mix, watching the server's memory: it must level off, not grow with every request. */
import { BENCH_ADMIN } from './bench-db';
import type { LoadLookups } from './load-runs';
import { hammer, requestsFor } from './load-runs';
import { signIn, startServer } from './load-server';

const SAMPLE_MS = 10_000;
const CONNECTIONS = 50;
/** After the first minute (pools filled, code optimised), the resident memory may grow this much at most. */
const GROWTH_LIMIT = 1.2;

export async function soak(
  env: Record<string, string>,
  lookups: Omit<LoadLookups, 'token'>,
  seconds: number,
): Promise<boolean> {
  const server = await startServer({ SEED: 'none', ...env });
  const samples: Array<{ at: number; mb: number }> = [];
  const began = performance.now();
  const sample = () => {
    const mb = server.rssMb();
    if (mb !== null) samples.push({ at: (performance.now() - began) / 1000, mb });
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  try {
    const token = await signIn(server.port, BENCH_ADMIN);
    const figures = await hammer(
      server.port,
      requestsFor('mix', { ...lookups, token }),
      CONNECTIONS,
      seconds,
    );
    sample();
    console.log(
      `\nsoak: the mix at ${CONNECTIONS} connections for ${seconds} s: ${figures.rps.toFixed(0)} req/s, ` +
        `p99 ${figures.p99} ms, ${figures.errors} errors`,
    );
    console.log(
      `resident memory (MB) every ${SAMPLE_MS / 1000} s: ${samples.map((s) => s.mb.toFixed(0)).join(' ')}`,
    );
    const settled = samples.find((s) => s.at >= Math.min(60, seconds / 3)) ?? samples[0];
    const last = samples.at(-1);
    if (!settled || !last) return figures.errors === 0;
    const growth = last.mb / settled.mb;
    const flat = growth <= GROWTH_LIMIT;
    console.log(
      `memory from ${settled.at.toFixed(0)} s to the end: ${settled.mb.toFixed(0)} -> ${last.mb.toFixed(0)} MB ` +
        `(x${growth.toFixed(2)}; flat means at most x${GROWTH_LIMIT}): ${flat ? 'flat' : 'GROWING'}`,
    );
    return flat && figures.errors === 0;
  } finally {
    clearInterval(timer);
    await server.stop();
  }
}
