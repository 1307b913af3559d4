import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { knownRecords, writeNamer } from './known-records';

const ORDER = '0190d1f0-0000-7000-8000-000000002888';
const VENDOR = '0190d1f0-0000-7000-8000-00000000000a';
const CREW = '0190d1f0-0000-7000-8000-00000000000c';

function cacheWith(entries: Array<[string[], unknown]>): QueryClient {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

describe('what the device knows about a record', () => {
  it('finds a record in any cached query, and a name beside a reference to it', () => {
    const client = cacheWith([
      [
        ['workOrders', 'list'],
        {
          workorders: [{ id: ORDER, code: 'WO-002888', vendorId: VENDOR, vendorName: 'Kamrup' }],
          pageTotal: 1,
        },
      ],
      [
        ['swimlane'],
        { crews: [{ crewId: CREW, name: 'North Line 2', vendorId: VENDOR, vendorName: 'Kamrup' }] },
      ],
    ]);
    const known = knownRecords(client);
    expect(known.find(ORDER)).toMatchObject({ code: 'WO-002888' });
    expect(known.find(VENDOR)).toEqual({ id: VENDOR, name: 'Kamrup' });
    expect(known.find(CREW)).toEqual({ id: CREW, name: 'North Line 2' });
    expect(known.find('0190d1f0-0000-7000-8000-000000000000')).toBeUndefined();
  });

  it('prefers the record itself to a name beside a reference, and reads the map columns', () => {
    const client = cacheWith([
      [['orders'], { workorders: [{ id: 'o', vendorId: VENDOR, vendorName: 'Kamrup' }] }],
      [['vendors'], { vendors: [{ id: VENDOR, name: 'Kamrup Line Contractors', code: 'KLC' }] }],
      [['map'], { map: { ids: [ORDER], codes: ['WO-002888'] } }],
    ]);
    expect(knownRecords(client).find(VENDOR)).toMatchObject({ name: 'Kamrup Line Contractors' });
    expect(knownRecords(client).find(ORDER)).toEqual({ id: ORDER, code: 'WO-002888' });
  });

  it('names a write with it at the moment it is made', async () => {
    const client = cacheWith([[['order', ORDER], { id: ORDER, code: 'WO-002888' }]]);
    const action = await writeNamer(client)('workorder', {
      method: 'POST',
      path: 'Workorder/UpdateApprovalStatus',
      query: { workorderId: ORDER },
      body: { approvalStatus: 2 },
    });
    expect(action?.label).toBe('Approve WO-002888');
  });
});
