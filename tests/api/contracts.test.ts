import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, CONTRACTS_BY_SERVICE } from '../../src/domain/contracts/index';
import { OFFLINE_ROUTES } from '../../src/domain/offline-actions';
import { registeredRoutesOfApp } from '../support/registered-routes';

/**
 * The contracts (src/domain/contracts) against the routes the server registers, read from the running app's
 * OpenAPI document: every route has its contract, every contract is served, and the offline table the
 * service worker and the outbox read is made of them.
 */

/**
 * Console files outside src/domain that spell an API path (`'Workorder/GetAll'`-like), not counting tests.
 * None does: the console calls through `call(contract, ...)` (src/api/call.ts); a path belongs to a contract.
 */
const PATH_SPELLING_FILES = 0;

const registered = registeredRoutesOfApp();

describe('the contracts', () => {
  it('cover the seven services', () => {
    expect(registered().length).toBeGreaterThan(200);
    for (const [service, contracts] of Object.entries(CONTRACTS_BY_SERVICE)) {
      expect(contracts.length, service).toBeGreaterThan(0);
      expect(
        contracts.filter((contract) => contract.service !== service).map((contract) => contract.key),
        `contracts listed under ${service}`,
      ).toEqual([]);
    }
  });

  it('name each call once', () => {
    const keys = CONTRACTS.map((contract) => contract.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('are all served', () => {
    const served = new Set(registered());
    expect(CONTRACTS.map((contract) => contract.key).filter((key) => !served.has(key))).toEqual([]);
  });

  it('declare every route the server registers', () => {
    const declared = new Set(CONTRACTS.map((contract) => contract.key));
    expect(
      registered().filter((key) => !declared.has(key)),
      'add these to src/domain/contracts',
    ).toEqual([]);
  });

  it('give every registered route its offline policy: read, queue or online only', () => {
    const missing = registered().filter((key) => !OFFLINE_ROUTES.has(key));
    expect(missing).toEqual([]);
    expect(OFFLINE_ROUTES.size).toBe(registered().length);
  });
});

describe('API paths in the console', () => {
  it(`are spelled in at most ${PATH_SPELLING_FILES} files outside src/domain`, () => {
    // grep answers 1 when nothing matches, 2 on an error.
    const grep = spawnSync('grep', ['-rlE', '[\'"`/][A-Z][A-Za-z]+/[A-Z][A-Za-z]*', 'src', 'sw'], {
      encoding: 'utf8',
    });
    expect(grep.status, grep.stderr).toBeLessThan(2);
    const found = grep.stdout
      .split('\n')
      .filter((file) => file && !file.startsWith('src/domain/') && !/\.test\.tsx?$/.test(file));
    expect(found.length, found.join('\n')).toBeLessThanOrEqual(PATH_SPELLING_FILES);
  });
});
