/** Figures of a benchmark's samples, in milliseconds. */
export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Rows of (what, median, p95), aligned. */
export function printTable(title: string, rows: ReadonlyArray<readonly [string, number, number]>): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${title}`);
  console.log(`${''.padEnd(width)}  median      p95`);
  for (const [label, mid, p95] of rows) {
    console.log(`${label.padEnd(width)}  ${mid.toFixed(1).padStart(6)}  ${p95.toFixed(1).padStart(7)}`);
  }
}
