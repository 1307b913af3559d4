/*
 * Defects the fuzz run found in code another engineer is changing, pinned until their fix lands. A pinned
 * problem does not fail the run, but is printed with the run's summary. Anything else still fails it. An entry
 * that no longer reproduces fails the run too (in a full run), so a fixed defect leaves this list with its fix;
 * an intermittent one cannot be told fixed by one run, and must be removed with its fix by hand.
 * Pin only what is reported and being fixed, never to make a run pass.
 */

export interface KnownDefect {
  /** Where it is, and what goes wrong, for the report and the reader. */
  defect: string;
  /** The routes (as "METHOD /path") and cases it shows on, and the problem fuzz-checks.ts reports. */
  routes: RegExp;
  cases: RegExp;
  problem: RegExp;
  /** Shows in some runs only (a race): its absence from a run does not mean it is fixed. */
  intermittent?: boolean;
}

export const KNOWN_DEFECTS: readonly KnownDefect[] = [];

/** The pinned defect a problem of a route's case is, if any. */
export function knownDefect(route: string, fuzzCase: string, problem: string): KnownDefect | undefined {
  return KNOWN_DEFECTS.find((k) => k.routes.test(route) && k.cases.test(fuzzCase) && k.problem.test(problem));
}
