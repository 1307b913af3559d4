import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../server/cli/node-flags.mjs';

/** `npm start` and `npm run bench` run node with the server's flags, so the benchmarks measure what ships. */
describe('the server node flags', () => {
  const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts;

  it.each(['start', 'bench'])('are on the command line of npm %s', (name) => {
    const words = scripts[name]!.split(/\s+/);
    expect(words[0]).toBe('node');
    for (const flag of SERVER_NODE_FLAGS) expect(words).toContain(flag);
  });
});
