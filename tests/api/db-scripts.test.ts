import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';

/*
 * pg-boss installs and maintains its schema with scripts that open a transaction (BEGIN ... COMMIT). Two
 * processes installing it at once make one script fail ("already exists", which pg-boss expects); the
 * connection that ran it must come back usable, or the process's job engine fails to start.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: false });
});
afterAll(() => t.close());

describe('a script that fails inside its transaction', () => {
  it('leaves every connection usable for the next queries', async () => {
    await expect(t.database.executeSql('BEGIN; SELECT 1; CREATE SCHEMA public; COMMIT;')).rejects.toThrow(
      /already exists/,
    );
    for (let i = 0; i < 3; i++) {
      await expect(t.database.executeSql('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    }
    await expect(t.database.executeSql('SELECT $1::int AS n', [2])).resolves.toMatchObject({
      rows: [{ n: 2 }],
    });
  });
});
