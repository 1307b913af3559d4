import { expect, test } from '@playwright/test';
import { apiToken } from '../api';
import { startRelay, type Relay } from '../../support/relay';
import { E2E_PORT, expectOutboxEmpty, pendingBadge, rolesNamed, signInAt, uniqueName } from './sync-support';

/**
 * Issue 18 item 8: the outbox drains several writes at once, yet writes to one record still reach the
 * server in the order they were made and each exactly once, and the header's count goes down as they land.
 */

let relay: Relay;

test.beforeAll(async () => {
  relay = await startRelay(E2E_PORT);
});

test.afterAll(async () => {
  await relay.close();
});

const ROLES = 12;
const EDITS = 2;

test('a drain keeps each record’s writes in order, sends each once, and counts down as they land', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await signInAt(page, relay.origin);
  await relay.stop();
  const prefix = uniqueName('Drained');

  // Each role is created with an id made on the device, then renamed twice, the three writes interleaved
  // with the other roles' writes: the outbox holds them all, in the order they were made.
  const statuses = await page.evaluate(
    async ({ prefix, roles, edits }) => {
      const session = JSON.parse(localStorage.getItem('session') ?? 'null') as { accessToken: string };
      const ids = Array.from({ length: roles }, () => crypto.randomUUID());
      const send = (method: string, path: string, body: object) =>
        fetch(path, {
          method,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${session.accessToken}`,
            'idempotency-key': crypto.randomUUID(),
          },
          body: JSON.stringify(body),
        }).then((response) => response.status);
      const answers: number[] = [];
      for (let round = 0; round <= edits; round++) {
        for (let i = 0; i < roles; i++) {
          const name = `${prefix} ${String(i).padStart(2, '0')} v${round + 1}`;
          answers.push(
            round === 0
              ? await send('POST', '/api/account/Role', { id: ids[i], name, category: 1, permissions: [] })
              : await send('PUT', `/api/account/Role?id=${ids[i]}`, {
                  name,
                  category: 1,
                  permissions: [],
                  version: round,
                }),
          );
        }
      }
      return answers;
    },
    { prefix, roles: ROLES, edits: EDITS },
  );
  expect(new Set(statuses)).toEqual(new Set([202]));
  const total = ROLES * (EDITS + 1);
  await expect(pendingBadge(page)).toHaveAccessibleName(`${total} unsaved changes`);

  // The server is back: the header counts down as writes land, and reaches nothing left.
  const counts: number[] = [];
  const watching = (async () => {
    for (;;) {
      const name = await pendingBadge(page)
        .getAttribute('aria-label', { timeout: 200 })
        .catch(() => null);
      if (name === null) break;
      counts.push(Number(/\d+/.exec(name)?.[0]));
      await page.waitForTimeout(50);
    }
  })();
  await relay.start();
  await expectOutboxEmpty(page);
  await watching;
  expect(counts.length).toBeGreaterThan(0);
  expect(counts.every((count, i) => i === 0 || count <= counts[i - 1]!)).toBe(true);

  // Each role once, at its last name and version: every rename arrived after the write before it.
  const roles = await rolesNamed(request, token, prefix);
  expect(roles).toHaveLength(ROLES);
  for (const role of roles) {
    expect(role.name).toMatch(new RegExp(` v${EDITS + 1}$`));
    expect(role.version).toBe(EDITS + 1);
  }
});
