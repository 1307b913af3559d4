/**
 * The heap an open stream keeps on the server: the app in a process of its own (bench/live-heap-app.ts), its
 * heap after a full garbage collection before and after `count` streams opened on raw sockets from here. The
 * resident memory the other figures read also holds the young generation, which grows (up to 64 MB a half,
 * SERVER_NODE_FLAGS) with the burst of opening the streams and is not kept for them.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { BENCH_ADMIN } from './bench-db';
import { openCountingStreams } from './live-streams';
import { signIn } from './load-server';

export async function heapPerStreamKb(count: number): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(import.meta.dirname, 'live-heap-app.ts')],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async <T>(): Promise<T> => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the heap probe stopped');
    return JSON.parse(value as string) as T;
  };
  const heap = async () => {
    child.stdin.write('measure\n');
    return (await next<{ heapMb: number }>()).heapMb;
  };
  try {
    const { port } = await next<{ port: number }>();
    const token = await signIn(port, BENCH_ADMIN);
    // A first batch warms what any stream's first opening creates once (code, caches, pools).
    (await openCountingStreams(port, token, 100)).close();
    const before = await heap();
    const streams = await openCountingStreams(port, token, count);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await heap();
    streams.close();
    return ((after - before) * 1024) / count;
  } finally {
    child.stdin.end('stop\n');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
