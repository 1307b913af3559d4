import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerResponse } from 'node:http';
import type { StreamSink } from './stream-writer';
import { chunkedSink, FLUSH_BYTES, FLUSH_MS, FLUSH_SLICE, StreamWriter } from './stream-writer';

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

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  // The writers share one timer: it fires before the clock is real again.
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('StreamWriter', () => {
  it('writes the events of one window in one write, in the order they came', () => {
    const { sink, writes } = socket();
    const writer = new StreamWriter(sink, 1 << 20, () => {});
    writer.write('id: 1\n\n');
    writer.write('id: 2\n\n');
    vi.advanceTimersByTime(FLUSH_MS - 1);
    writer.write('id: 3\n\n');
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['id: 1\n\nid: 2\n\nid: 3\n\n']);

    writer.write('id: 4\n\n');
    vi.advanceTimersByTime(FLUSH_MS);
    expect(writes).toEqual(['id: 1\n\nid: 2\n\nid: 3\n\n', 'id: 4\n\n']);
  });

  it('flushes every stream of a window with one timer', () => {
    const streams = Array.from({ length: 3 }, () => socket());
    const writers = streams.map(({ sink }) => new StreamWriter(sink, 1 << 20, () => {}));
    for (const writer of writers) writer.write('id: 7\n\n');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(FLUSH_MS);
    expect(streams.map(({ writes }) => writes)).toEqual([['id: 7\n\n'], ['id: 7\n\n'], ['id: 7\n\n']]);
  });

  it('writes many streams a slice at a time, letting the event loop take requests in between', () => {
    const streams = Array.from({ length: FLUSH_SLICE * 2 + 1 }, () => socket());
    const writers = streams.map(({ sink }) => new StreamWriter(sink, 1 << 20, () => {}));
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
    const writer = new StreamWriter(sink, 1 << 20, () => {});
    const batch = 'x'.repeat(FLUSH_BYTES);
    writer.write('retry: 3000\n\n');
    writer.write(batch);
    expect(writes).toEqual([`retry: 3000\n\n${batch}`]);
  });

  it('hands a Buffer that many streams share to the socket as it is', () => {
    const streams = [socket(), socket()];
    const shared = Buffer.from('id: 9\nevent: change\ndata: {}\n\n');
    for (const { sink } of streams) new StreamWriter(sink, 1 << 20, () => {}).write(shared);
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

  it('writes what is queued before it ends, and nothing after', () => {
    const { sink, writes, ended } = socket();
    const writer = new StreamWriter(sink, 1 << 20, () => {});
    writer.write('event: expired\ndata: {}\n\n');
    writer.end();
    writer.write('id: 2\n\n');
    vi.advanceTimersByTime(FLUSH_MS);
    expect(writes).toEqual(['event: expired\ndata: {}\n\n']);
    expect(ended()).toBe(true);
  });

  it('drops what is queued when the reader is gone', () => {
    const { sink, writes, ended } = socket();
    const writer = new StreamWriter(sink, 1 << 20, () => {});
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
