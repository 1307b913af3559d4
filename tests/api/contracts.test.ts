import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, CONTRACTS_BY_SERVICE, type ContractService } from '../../src/domain/contracts/index';
import type { OfflineRoute } from '../../src/domain/offline-action-kit';
import { PLACE_ROUTES } from '../../src/domain/offline-routes/workorder-places';
import { registeredRoutesOfApp } from '../support/registered-routes';

/**
 * The contracts (src/domain/contracts) against the routes the server registers, read from the running app's
 * OpenAPI document as the offline table's test reads them: a service declared as contracts serves every
 * contract and registers nothing else.
 */

/**
 * Console files outside src/domain that spell an API path (`'Workorder/GetAll'`-like), not counting tests.
 * Only goes down: a converted service's calls go through `call(contract, ...)` (src/api/call.ts).
 */
const PATH_SPELLING_FILES = 60;

/**
 * Services declared resource by resource, with the old table (src/domain/offline-routes) of the routes they
 * have not declared yet: each of their routes is in one or the other, never both. A service leaves this list
 * once its table is gone.
 */
const UNDER_WAY: Partial<Record<ContractService, Record<string, OfflineRoute>>> = {
  workorder: PLACE_ROUTES,
};

const registered = registeredRoutesOfApp();

describe('the contracts', () => {
  it('name each call once', () => {
    const keys = CONTRACTS.map((contract) => contract.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('are all served', () => {
    const served = new Set(registered());
    expect(CONTRACTS.map((contract) => contract.key).filter((key) => !served.has(key))).toEqual([]);
  });

  it('declare every route of a converted service', () => {
    const declared = new Set(CONTRACTS.map((contract) => contract.key));
    for (const service of Object.keys(CONTRACTS_BY_SERVICE) as ContractService[]) {
      const ofService = registered().filter((key) => key.startsWith(`${service}/`, key.indexOf(' ') + 1));
      const notYet = new Set(
        Object.keys(UNDER_WAY[service] ?? {}).map((key) => key.replace(' ', ` ${service}/`)),
      );
      expect(
        ofService.filter((key) => !declared.has(key) && !notYet.has(key)),
        `add these to src/domain/contracts/${service}`,
      ).toEqual([]);
      expect(
        [...notYet].filter((key) => declared.has(key)),
        `remove these from src/domain/offline-routes: their contracts declare them`,
      ).toEqual([]);
    }
  });
});

describe('API paths in the console', () => {
  it(`are spelled in at most ${PATH_SPELLING_FILES} files outside src/domain`, () => {
    const found = execFileSync('grep', ['-rlE', '[\'"`/][A-Z][A-Za-z]+/[A-Z][A-Za-z]*', 'src', 'sw'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !file.startsWith('src/domain/') && !/\.test\.tsx?$/.test(file));
    expect(found.length, found.join('\n')).toBeLessThanOrEqual(PATH_SPELLING_FILES);
  });
});
