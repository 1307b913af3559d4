import { describe, expect, it } from 'vitest';
import { OFFLINE_ROUTES } from '../../src/domain/offline-actions';
import { registeredRoutesOfApp } from '../support/registered-routes';

/**
 * The offline route table (src/domain/offline-actions.ts) against the routes the server really registers,
 * read from the running app's OpenAPI document. A route missing from the table would be treated as online
 * only, so a new call never waits in the outbox by accident; this test makes sure it is a decision.
 */

/** Routes the table names before the server has them: the reports feature registers them as it lands. */
const AHEAD_OF_THE_SERVER = new Set([
  'POST workorder/Report/DynamicWorkorderReport',
  'GET workorder/Report/GetAll',
  'GET workorder/Report/GetById',
  'POST workorder/Report/GetReportFromDbQueryById',
  'POST workorder/Report/Export',
  'POST workorder/Report',
  'PUT workorder/Report',
  'DELETE workorder/Report',
  'GET workorder/Dashboard/GetAll',
  'GET workorder/Dashboard/GetById',
  'POST workorder/Dashboard/DashboardDataByWidgetId',
  'POST workorder/Dashboard',
  'PUT workorder/Dashboard',
  'DELETE workorder/Dashboard',
  'POST workorder/Dashboard/Widget',
  'PUT workorder/Dashboard/Widget',
  'DELETE workorder/Dashboard/Widget',
]);

const registered = registeredRoutesOfApp();

describe('the offline route table', () => {
  it('reads the routes of every service from the server', () => {
    expect(registered().length).toBeGreaterThan(150);
    for (const service of ['organisation', 'account', 'document', 'file', 'asset', 'workflow', 'workorder']) {
      expect(
        registered().some((key) => key.includes(` ${service}/`)),
        service,
      ).toBe(true);
    }
  });

  it('declares every route the server registers: read, queue or online only', () => {
    const missing = registered().filter((key) => !OFFLINE_ROUTES.has(key));
    expect(missing, 'add these to src/domain/offline-routes').toEqual([]);
  });

  it('names no route the server does not have, apart from those documented as ahead of it', () => {
    const known = new Set(registered());
    const stale = [...OFFLINE_ROUTES.keys()].filter(
      (key) => !known.has(key) && !AHEAD_OF_THE_SERVER.has(key),
    );
    expect(stale).toEqual([]);
  });
});
