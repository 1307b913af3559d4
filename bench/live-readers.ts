/**
 * The many counting streams of a live benchmark in a process of their own, at the lowest CPU priority: they
 * stand for devices elsewhere, so what their receiving costs should not be taken from the server or from the
 * load beside it on a machine of two cores (the server's sends, and the kernel's work for them, stay where
 * they are). Run as a child: `openReadersElsewhere` forks this file.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { CountingStreams } from './live-streams';
import { openCountingStreams } from './live-streams';

type Counts = { bytes: number; writes: number; dropped: number };
type FromChild = { opened: true } | { failed: string } | ({ counts: true } & Counts);
type ToChild =
  { open: { port: number; tokens: string[]; count: number } } | { count: true } | { close: true };

/** Counting streams read by a child process at nice 19; `counts()` asks it where they stand. */
export interface ReadersElsewhere {
  counts(): Promise<Counts>;
  close(): Promise<void>;
}

export async function openReadersElsewhere(
  port: number,
  tokens: string | readonly string[],
  count: number,
): Promise<ReadersElsewhere> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (child.pid) os.setPriority(child.pid, 19);
  /** The child's next answer; its ending first is an error (each wait removes what it listened with). */
  const next = () =>
    new Promise<FromChild>((resolve, reject) => {
      const ended = (code: number | null) => {
        child.off('message', answered);
        reject(new Error(`the readers' process ended (${code})`));
      };
      const answered = (message: unknown) => {
        child.off('exit', ended);
        resolve(message as FromChild);
      };
      child.once('message', answered);
      child.once('exit', ended);
    });
  const send = (message: ToChild) => child.send(message);
  const opened = next();
  send({ open: { port, tokens: typeof tokens === 'string' ? [tokens] : [...tokens], count } });
  const answer = await opened;
  if ('failed' in answer) {
    child.kill();
    throw new Error(answer.failed);
  }
  return {
    async counts() {
      const reply = next();
      send({ count: true });
      const { bytes, writes, dropped } = (await reply) as Counts;
      return { bytes, writes, dropped };
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      send({ close: true });
      await exited;
    },
  };
}

/** The child's side: opens the streams when told, answers counts, closes and exits. */
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  let streams: CountingStreams | undefined;
  process.on('message', (message: ToChild) => {
    const reply = (answer: FromChild) => process.send!(answer);
    if ('open' in message) {
      const { port, tokens, count } = message.open;
      openCountingStreams(port, tokens, count).then(
        (opened) => {
          streams = opened;
          reply({ opened: true });
        },
        (error: unknown) => reply({ failed: error instanceof Error ? error.message : String(error) }),
      );
    } else if ('count' in message) {
      reply({
        counts: true,
        bytes: streams?.bytes() ?? 0,
        writes: streams?.writes() ?? 0,
        dropped: streams?.dropped() ?? 0,
      });
    } else {
      streams?.close();
      process.disconnect();
      process.exit(0);
    }
  });
}
