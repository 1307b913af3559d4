import { describe, expect, it } from 'vitest';
import { importGraph, reachable } from './import-graph';

/**
 * Every contract builds its zod schemas when its module is evaluated, and on a mid-range phone building them
 * all costs a few hundred milliseconds of main thread. The console's start and its busiest screens evaluate
 * the contracts they call, not the whole API: the offline route table (which names queued writes) is fetched
 * with the first write (src/offline/known-records.ts), and screens import a contract from its own file rather
 * than from a service's index.
 */
const ALL_CONTRACTS = [
  'src/domain/contracts/index.ts',
  'src/domain/offline-actions.ts',
  'src/offline/request-rules.ts',
];
const SERVICE_INDEX = /^src\/domain\/contracts\/[a-z-]+\/index\.ts$/;

describe('what the console evaluates as it starts', () => {
  const graph = importGraph(['src'], { evaluated: true });

  it('follows evaluated imports only', () => {
    const start = reachable(graph, 'src/offline/known-records.ts');
    expect(start).not.toContain('src/domain/offline-actions.ts');
    expect(reachable(graph, 'src/domain/offline-actions.ts')).toContain('src/domain/contracts/index.ts');
  });

  it.each([
    'src/main.tsx',
    'src/offline/OfflineRuntime.tsx',
    'src/app/shell/HomeShell.tsx',
    'src/features/work-orders/WorkOrders.page.tsx',
    'src/features/work-orders/map/WorkOrderMap.page.tsx',
    'src/features/work-orders/swimlane/SwimLane.page.tsx',
    'src/features/dashboard/Dashboard.page.tsx',
  ])('%s builds no contract it does not call', (entry) => {
    expect(graph.has(entry)).toBe(true);
    const evaluated = [...reachable(graph, entry)];
    expect(evaluated.filter((module) => ALL_CONTRACTS.includes(module))).toEqual([]);
    expect(evaluated.filter((module) => SERVICE_INDEX.test(module))).toEqual([]);
  });
});
