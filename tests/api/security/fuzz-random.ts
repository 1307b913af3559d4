/**
 * A small seeded generator (mulberry32). Each route draws from its own stream, seeded by the run's seed and
 * the route's name, so one route's cases reproduce alone (FUZZ_ROUTE) and do not shift when routes are added.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [0, below). */
  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)]!;
  }

  /** Up to `count` distinct items, in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (items.length <= count) return [...items];
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(this.int(items.length));
    return [...chosen].sort((a, b) => a - b).map((index) => items[index]!);
  }

  /** A version 4 UUID: valid-looking, naming nothing that exists. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(16).toString(16));
    hex[12] = '4';
    hex[16] = (8 + this.int(4)).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }

  /** A valid Idempotency-Key: 8-100 characters of [A-Za-z0-9_-:.]. */
  idempotencyKey(): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-:.';
    const length = 8 + this.int(40);
    return `fz-${Array.from({ length }, () => alphabet[this.int(alphabet.length)]).join('')}`;
  }
}

/** A 32-bit FNV-1a hash of the text, mixed into the seed to give each route its own stream. */
export function seedFor(seed: number, text: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
