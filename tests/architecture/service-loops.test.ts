import { describe, expect, it } from 'vitest';
import { folderGraph, importCircles, importGraph } from './import-graph';

/** server/services/<service>/...: the service's folder. */
const serviceOf = (module: string) => /^server\/services\/([^/]+)\//.exec(module)?.[1] ?? null;

/** The server's parts: each service, each other folder (lib, db, auth, seed, jobs...) and each file at the top. */
const partOf = (module: string) => /^server\/(services\/[^/]+|[^/]+)/.exec(module)?.[1] ?? null;

describe('loops between service folders', () => {
  it('finds a loop that no file circle shows', () => {
    const graph = new Map([
      ['server/services/a/x.ts', ['server/services/b/y.ts']],
      ['server/services/b/z.ts', ['server/services/a/w.ts']],
      ['server/services/a/w.ts', []],
      ['server/services/b/y.ts', []],
    ]);
    expect(importCircles(graph)).toEqual([]);
    expect(importCircles(folderGraph(graph, serviceOf))).toEqual([['a', 'b']]);
  });

  // Services depend one way: what two services both need moves into lib, or one registers with the other
  // through an interface the other owns (the sheets with the file service).
  it('has none in server/services/', () => {
    expect(importCircles(folderGraph(importGraph(['server/services']), serviceOf))).toEqual([]);
  });

  // The core (crypto and config, db, auth, lib, notifications) under the services, the app (seed, jobs,
  // plugins, sheets.ts, app.ts, the command line) above them: no import runs back up.
  it('has none between the parts of server/', () => {
    expect(importCircles(folderGraph(importGraph(['server']), partOf))).toEqual([]);
  });
});
