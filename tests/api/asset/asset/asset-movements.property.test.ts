import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../support/test-app';
import { addVendor, createTenant, createTestApp } from '../../../support/test-app';
import { addCrew } from '../../access-fixtures';
import { move, okCall } from '../asset-fixtures';

/*
 * Model-based property test of asset movements: random sequences of UpdateAssetLocation calls over a few
 * assets, against a model written here independently of the server's rules. After each call: the server
 * accepted exactly the moves the model allows, every asset is in exactly one place, the stock report adds
 * up to the number of assets, and each asset's history replays to where it is.
 */

interface Place {
  type: 1 | 2 | 3 | 4;
  /** The warehouse, vendor, crew or field position index within the fixtures. */
  index: number;
}

/** Status -> [allowed from types, allowed to types] (SPEC section 4 movements, as decided). */
const ALLOWED: Record<number, [number[], number[]]> = {
  2: [[1], [1]],
  3: [[2, 3], [1]],
  4: [
    [1, 2],
    [2, 3],
  ],
  5: [[4], [2, 3]],
  6: [[2, 3], [4]],
};
const FIELD = [
  [26.1445, 91.7898],
  [26.177, 91.695],
];

let t: TestApp;
let admin: string;
let organisationId: string;
const warehouses: string[] = [];
const vendors: string[] = [];
/** Crew 0 belongs to vendor 0; crew 1 to the organisation. */
const crews: Array<{ id: string; vendor: number | null }> = [];

beforeAll(async () => {
  t = await createTestApp();
  const org = await createTenant(t, 'Property Asset Org');
  organisationId = org.organisationId;
  admin = await t.signIn(org.adminEmail);
  for (const name of ['North Store', 'South Store'])
    warehouses.push((await okCall(t, admin, 'POST', 'organisation/Warehouse', { name })).id);
  for (const name of ['Vendor Zero', 'Vendor One']) vendors.push(await addVendor(t, organisationId, name));
  crews.push({ id: await addCrew(t, organisationId, 'Crew Zero', vendors[0]!), vendor: 0 });
  crews.push({ id: await addCrew(t, organisationId, 'Crew Org', null), vendor: null });
});
afterAll(() => t.close());

function target(place: Place): Record<string, unknown> {
  switch (place.type) {
    case 1:
      return { warehouseId: warehouses[place.index] };
    case 2:
      return { vendorId: vendors[place.index] };
    case 3:
      return { crewId: crews[place.index]!.id };
    default:
      return { latitude: FIELD[place.index]![0], longitude: FIELD[place.index]![1] };
  }
}

/** The vendor answerable for an asset at `place`, given the one it had (the model's vendor_id). */
function vendorAt(place: Place, before: number | null): number | null {
  if (place.type === 1) return null;
  if (place.type === 2) return place.index;
  if (place.type === 3) return crews[place.index]!.vendor;
  return before;
}

function allowed(from: Place, vendor: number | null, status: number, to: Place): boolean {
  const [fromTypes, toTypes] = ALLOWED[status]!;
  if (!fromTypes.includes(from.type) || !toTypes.includes(to.type)) return false;
  if (from.type === to.type && from.index === to.index) return false;
  if (from.type === 2 && to.type === 3 && crews[to.index]!.vendor !== vendor) return false;
  return true;
}

function matches(
  place: {
    locationType: number;
    warehouseId: string | null;
    vendorId: string | null;
    crewId: string | null;
    latitude: number | null;
  },
  expected: Place,
): boolean {
  if (place.locationType !== expected.type) return false;
  if (expected.type === 1)
    return (
      place.warehouseId === warehouses[expected.index] && place.crewId === null && place.vendorId === null
    );
  if (expected.type === 2)
    return place.vendorId === vendors[expected.index] && place.warehouseId === null && place.crewId === null;
  if (expected.type === 3) return place.crewId === crews[expected.index]!.id && place.warehouseId === null;
  return place.latitude === FIELD[expected.index]![0] && place.warehouseId === null && place.crewId === null;
}

const command = fc.record({
  asset: fc.nat({ max: 2 }),
  status: fc.integer({ min: 2, max: 6 }),
  to: fc.record({
    type: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
    index: fc.nat({ max: 1 }),
  }),
  reason: fc.integer({ min: 1, max: 4 }),
});

describe('asset movements (property)', () => {
  it('accept exactly the allowed moves and keep places, stock totals and history consistent', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 24 }), async (commands) => {
        run += 1;
        const type = await okCall(t, admin, 'POST', 'asset/AssetType', {
          name: `Run ${run} ${Date.now()}`,
          assetLevelId: 1,
        });
        const assets: Array<{ id: string; version: number; place: Place; vendor: number | null }> = [];
        for (let i = 0; i < 3; i++) {
          const created = await okCall(t, admin, 'POST', 'asset/Asset', {
            assetTypeId: type.id,
            code: `R${run}-${i}-${Date.now()}`,
            warehouseId: warehouses[i % 2],
          });
          assets.push({
            id: created.id,
            version: created.version,
            place: { type: 1, index: i % 2 },
            vendor: null,
          });
        }

        for (const c of commands) {
          const model = assets[c.asset]!;
          const extra =
            c.status === 5 ? { removalReason: c.reason, note: c.reason === 4 ? 'Pole replaced' : null } : {};
          const response = await t.request('POST', '/api/asset/Asset/UpdateAssetLocation', {
            token: admin,
            body: move(model, c.status, c.to.type, { ...target(c.to), ...extra }),
          });
          const expectAccepted = allowed(model.place, model.vendor, c.status, c.to);
          expect(
            response.status === 200,
            `${JSON.stringify({ from: model.place, c })}: ${JSON.stringify(response.body)}`,
          ).toBe(expectAccepted);
          if (expectAccepted) {
            model.vendor = vendorAt(c.to, model.vendor);
            model.place = c.to;
            model.version += 1;
          }

          // Every asset is where the model says, in exactly one place, with the vendor the model expects.
          const current = await okCall(t, admin, 'GET', `asset/Asset/GetAssetById?id=${model.id}`);
          expect(matches(current.place, model.place)).toBe(true);
          expect(current.place.vendorId).toBe(model.vendor === null ? null : vendors[model.vendor]);
          expect(current.version).toBe(model.version);

          // The history replays to the current place, each step starting where the last one ended.
          const history = (
            await okCall(t, admin, 'GET', `asset/Asset/GetAssetStatusHistory?assetId=${model.id}`)
          ).history;
          expect(history[0].from).toBeNull();
          for (let i = 1; i < history.length; i++) expect(history[i].from).toEqual(history[i - 1].to);
          expect(history.at(-1).to).toEqual(current.place);
          expect(history.at(-1).movementStatus).toBe(current.movementStatus);
        }

        // Stock totals equal the number of assets, per type and overall.
        const report = await okCall(
          t,
          admin,
          'GET',
          `asset/Asset/GetDashboardAssetsStockReport?organisationId=${organisationId}`,
        );
        const listed = await okCall(t, admin, 'POST', 'asset/Asset/GetAllAssets', { pageSize: 1 });
        expect(report.totals.total).toBe(listed.pageTotal);
        const row = report.rows.find((r: { assetTypeId: string }) => r.assetTypeId === type.id);
        expect(row.total).toBe(3);
        const counts = [1, 2, 3, 4].map((k) => assets.filter((a) => a.place.type === k).length);
        expect([row.warehouse, row.vendor, row.crew, row.field]).toEqual(counts);
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
