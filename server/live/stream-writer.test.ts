import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerResponse } from 'node:http';
import type { StreamSink } from './stream-writer';
import {
  chunkedSink,
  FLUSH_BYTES,
  FLUSH_MS,
  FLUSH_SLICE,
  MIN_INTERVAL_MS,
  StreamWriter,
} from './stream-writer';

/** A socket that takes what it is given; `behind` bytes stay unsent, as with a slow reader. */
function socket(behind = 0) {
  const writes: string[] = [];
  const chunks: Array<string | Buffer> = [];
  let ended = false;
  const sink: StreamSink = {
    write: (chunk: string | Buffer) => {
      chunks.push(chunk);
      writes.push(chunk.toString());
    },
    get writableLength() {
      return behind;
    },
    end: () => (ended = true),
  };
  return { sink, writes, chunks, ended: () => ended };
}

/** A writer on `sink` whose reader keeps up. */
const writerOn = (sink: StreamSink) => new StreamWriter(sink, 1 << 20, () => {});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  // The writers share their timers: they fire (and the held streams are released) before the clock is real again.
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('StreamWriter', () => {
  it('writes the events of one window in one write, in the order they came', () => {
    const { sink, writes } = socket();
    const writer = writerOn(sink);
    writer.write('id: 1\n\n');
    writer.write('id: 2\n\n');
    vi.advanceTimersByTime(FLUSH_MS - 1);
    writer.write('id: 3\n\n');
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['id: 1\n\nid: 2\n\nid: 3\n\n']);

    // A stream written over a MIN_INTERVAL_MS ago is written in the next window again.
    vi.advanceTimersByTime(MIN_INTERVAL_MS);
    writer.write('id: 4\n\n');
    vi.advanceTimersByTime(FLUSH_MS);
    expect(writes).toEqual(['id: 1\n\nid: 2\n\nid: 3\n\n', 'id: 4\n\n']);
  });

  it("writes a quiet stream's first event within the window", () => {
    const { sink, writes } = socket();
    const writer = writerOn(sink);
    writer.write('id: 1\n\n');
    vi.advanceTimersByTime(FLUSH_MS);
    expect(writes).toEqual(['id: 1\n\n']);
  });

  it('holds what comes within the interval after a write, then writes it all at once, in order', () => {
    const { sink, writes } = socket();
    const writer = writerOn(sink);
    writer.write('id: 1\n\n');
    vi.advanceTimersByTime(FLUSH_MS);
    expect(writes).toEqual(['id: 1\n\n']);
    // The write was at FLUSH_MS: the stream may be written again at FLUSH_MS + MIN_INTERVAL_MS.
    vi.advanceTimersByTime(100);
    writer.write('id: 2\n\n');
    vi.advanceTimersByTime(FLUSH_MS);
    writer.write('id: 3\n\n');
    vi.advanceTimersByTime(MIN_INTERVAL_MS - 100 - FLUSH_MS - 1);
    writer.write(Buffer.from('id: 4\n\n'));
    expect(writes).toEqual(['id: 1\n\n']);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['id: 1\n\n', 'id: 2\n\nid: 3\n\nid: 4\n\n']);

    // Under sustained load: one write an interval, each with all that came since the one before.
    writer.write('id: 5\n\n');
    vi.advanceTimersByTime(MIN_INTERVAL_MS / 2);
    writer.write('id: 6\n\n');
    vi.advanceTimersByTime(MIN_INTERVAL_MS / 2 - 1);
    expect(writes).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['id: 1\n\n', 'id: 2\n\nid: 3\n\nid: 4\n\n', 'id: 5\n\nid: 6\n\n']);
  });

  it('holds streams with one timer, and releases each at its own time', () => {
    const early = Array.from({ length: FLUSH_SLICE }, () => socket());
    const late = socket();
    const writers = early.map(({ sink }) => writerOn(sink));
    const lateWriter = writerOn(late.sink);
    for (const writer of writers) writer.write('id: 1\n\n');
    vi.advanceTimersByTime(FLUSH_MS);
    const writtenAt = Date.now();
    lateWriter.write('id: 1\n\n');
    vi.advanceTimersByTime(FLUSH_MS);
    expect(early.every(({ writes }) => writes.length === 1)).toBe(true);
    expect(late.writes).toHaveLength(1);

    for (const writer of [...writers, lateWriter]) writer.write('id: 2\n\n');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(writtenAt + MIN_INTERVAL_MS - 1 - Date.now());
    expect(early.some(({ writes }) => writes.length === 2)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(early.every(({ writes }) => writes.length === 2)).toBe(true);
    expect(early[0]!.writes).toEqual(['id: 1\n\n', 'id: 2\n\n']);
    // The late stream was written FLUSH_MS after the others: it is released FLUSH_MS after them.
    vi.advanceTimersByTime(FLUSH_MS - 1);
    expect(late.writes).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(late.writes).toEqual(['id: 1\n\n', 'id: 2\n\n']);
  });

  it('writes the streams released together a slice at a time', () => {
    const streams = Array.from({ length: FLUSH_SLICE + 1 }, () => socket());
    const writers = streams.map(({ sink }) => writerOn(sink));
    // Each written on its own first (a large text), so that all are released at the same time.
    for (const writer of writers) writer.write('x'.repeat(FLUSH_BYTES));
    for (const writer of writers) writer.write('id: 2\n\n');
    vi.advanceTimersByTime(MIN_INTERVAL_MS - 1);
    expect(streams.every(({ writes }) => writes.length === 1)).toBe(true);
    vi.advanceTimersToNextTimer();
    expect(streams.filter(({ writes }) => writes.length === 2)).toHaveLength(FLUSH_SLICE);
    vi.advanceTimersToNextTimer();
    expect(streams.every(({ writes }) => writes.length === 2)).toBe(true);
  });

  it('holds nothing for a stream that stayed quiet for the interval', () => {
    const { sink, writes } = socket();
    const writer = writerOn(sink);
    writer.write('id: 1\n\n');
    vi.advanceTimersByTime(FLUSH_MS + MIN_INTERVAL_MS);
    expect(vi.getTimerCount()).toBe(0);
    writer.write('id: 2\n\n');
    vi.advanceTimersByTime(FLUSH_MS);
    expect(writes).toEqual(['id: 1\n\n', 'id: 2\n\n']);
  });

  it('flushes every stream of a window with one timer', () => {
    const streams = Array.from({ length: 3 }, () => socket());
    const writers = streams.map(({ sink }) => writerOn(sink));
    for (const writer of writers) writer.write('id: 7\n\n');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(FLUSH_MS);
    expect(streams.map(({ writes }) => writes)).toEqual([['id: 7\n\n'], ['id: 7\n\n'], ['id: 7\n\n']]);
  });

  it('writes many streams a slice at a time, letting the event loop take requests in between', () => {
    const streams = Array.from({ length: FLUSH_SLICE * 2 + 1 }, () => socket());
    const writers = streams.map(({ sink }) => writerOn(sink));
    for (const writer of writers) writer.write('id: 8\n\n');
    const written = () => streams.filter(({ writes }) => writes.length > 0).length;
    vi.advanceTimersToNextTimer();
    expect(written()).toBe(FLUSH_SLICE);
    // A stream of the next slice that gets more meanwhile writes it all at once, in order.
    writers[FLUSH_SLICE]!.write('id: 9\n\n');
    vi.advanceTimersToNextTimer();
    expect(written()).toBe(FLUSH_SLICE * 2);
    expect(streams[FLUSH_SLICE]!.writes).toEqual(['id: 8\n\nid: 9\n\n']);
    vi.advanceTimersToNextTimer();
    expect(written()).toBe(FLUSH_SLICE * 2 + 1);
    expect(streams.every(({ writes }) => writes.length === 1)).toBe(true);
  });

  it('writes a large text at once, after what was queued before it', () => {
    const { sink, writes } = socket();
    const writer = writerOn(sink);
    const batch = 'x'.repeat(FLUSH_BYTES);
    writer.write('retry: 3000\n\n');
    writer.write(batch);
    expect(writes).toEqual([`retry: 3000\n\n${batch}`]);
  });

  it('hands a Buffer that many streams share to the socket as it is', () => {
    const streams = [socket(), socket()];
    const shared = Buffer.from('id: 9\nevent: change\ndata: {}\n\n');
    for (const { sink } of streams) writerOn(sink).write(shared);
    vi.advanceTimersByTime(FLUSH_MS);
    expect(streams.map(({ chunks }) => chunks[0])).toEqual([shared, shared]);
    expect(streams.every(({ chunks }) => chunks[0] === shared)).toBe(true);
  });

  it('tells of a reader that fell too far behind', () => {
    const { sink } = socket(2048);
    const onOverflow = vi.fn();
    const writer = new StreamWriter(sink, 1024, onOverflow);
    writer.write('id: 1\n\n');
    expect(onOverflow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FLUSH_MS);
    expect(onOverflow).toHaveBeenCalledOnce();
  });

  it('writes a large text at once within the interval, after what was held, and holds what follows it', () => {
    const { sink, writes } = socket();
    const writer = writerOn(sink);
    writer.write('id: 1\n\n');
    vi.advanceTimersByTime(FLUSH_MS);
    writer.write('id: 2\n\n');
    const batch = 'x'.repeat(FLUSH_BYTES);
    vi.advanceTimersByTime(100);
    writer.write(batch);
    expect(writes).toEqual(['id: 1\n\n', `id: 2\n\n${batch}`]);
    // The interval runs from the large write: its earlier release time is past.
    writer.write('id: 3\n\n');
    vi.advanceTimersByTime(MIN_INTERVAL_MS - 1);
    expect(writes).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['id: 1\n\n', `id: 2\n\n${batch}`, 'id: 3\n\n']);
  });

  it('writes what is held before it ends', () => {
    const { sink, writes, ended } = socket();
    const writer = writerOn(sink);
    writer.write('id: 1\n\n');
    vi.advanceTimersByTime(FLUSH_MS);
    writer.write('id: 2\n\n');
    writer.write('event: expired\ndata: {}\n\n');
    vi.advanceTimersByTime(100);
    expect(writes).toEqual(['id: 1\n\n']);
    writer.end();
    expect(writes).toEqual(['id: 1\n\n', 'id: 2\n\nevent: expired\ndata: {}\n\n']);
    expect(ended()).toBe(true);
    vi.advanceTimersByTime(MIN_INTERVAL_MS);
    expect(writes).toHaveLength(2);
  });

  it('drops what is held when the reader is gone', () => {
    const { sink, writes, ended } = socket();
    const writer = writerOn(sink);
    writer.write('id: 1\n\n');
    vi.advanceTimersByTime(FLUSH_MS);
    writer.write('id: 2\n\n');
    vi.advanceTimersByTime(100);
    expect(writes).toEqual(['id: 1\n\n']);
    writer.discard();
    vi.advanceTimersByTime(MIN_INTERVAL_MS);
    writer.end();
    expect(writes).toEqual(['id: 1\n\n']);
    expect(ended()).toBe(true);
  });

  it('writes what is queued before it ends, and nothing after', () => {
    const { sink, writes, ended } = socket();
    const writer = writerOn(sink);
    writer.write('event: expired\ndata: {}\n\n');
    writer.end();
    writer.write('id: 2\n\n');
    vi.advanceTimersByTime(FLUSH_MS);
    expect(writes).toEqual(['event: expired\ndata: {}\n\n']);
    expect(ended()).toBe(true);
  });

  it('drops what is queued when the reader is gone', () => {
    const { sink, writes, ended } = socket();
    const writer = writerOn(sink);
    writer.write('id: 1\n\n');
    writer.discard();
    writer.end();
    vi.advanceTimersByTime(FLUSH_MS);
    expect(writes).toEqual([]);
    expect(ended()).toBe(true);
  });
});

describe('chunkedSink', () => {
  /** A response whose socket keeps what it is given. */
  function response() {
    const written: Buffer[] = [];
    let ended = false;
    const socket = { write: (chunk: Buffer) => written.push(chunk), writableLength: 0 };
    const fake = { socket, end: () => (ended = true) } as unknown as ServerResponse;
    return { fake, written, ended: () => ended };
  }

  it('writes each chunk in HTTP chunked framing, in one write', () => {
    const { fake, written, ended } = response();
    const sink = chunkedSink(fake);
    sink.write('id: 1\n\n');
    sink.write(Buffer.from('é\n\n'));
    sink.end();
    expect(written.map(String)).toEqual(['7\r\nid: 1\n\n\r\n', '4\r\né\n\n\r\n']);
    expect(ended()).toBe(true);
  });

  it('frames a Buffer many streams share once, and gives every socket the same frame', () => {
    const shared = Buffer.from('id: 2\nevent: change\ndata: {}\n\n');
    const sockets = [response(), response()];
    for (const { fake } of sockets) chunkedSink(fake).write(shared);
    expect(sockets[0]!.written[0]).toBe(sockets[1]!.written[0]);
    expect(String(sockets[0]!.written[0])).toBe(`${shared.length.toString(16)}\r\n${String(shared)}\r\n`);
  });
});
