import { describe, expect, it } from 'vitest';
import type { WriteAction } from '../domain/offline-actions';
import { laneOf, mustFollow } from './write-lanes';

const A = '0190d1f0-0000-7000-8000-00000000000a';
const B = '0190d1f0-0000-7000-8000-00000000000b';
const V = '0190d1f0-0000-7000-8000-0000000000f0';
const ORG = '0190d1f0-0000-7000-8000-0000000000aa';

function lane(url: string, body: unknown, action: Partial<WriteAction> | null) {
  const bytes = body === undefined ? null : new TextEncoder().encode(JSON.stringify(body)).buffer;
  const full = action ? { kind: 'role.edit', label: 'Edit a role', recordIds: [], ...action } : undefined;
  return laneOf({ url: `https://c.example/api/${url}`, body: bytes }, full);
}

describe('which kept writes may be in flight together', () => {
  it('keeps writes to one record in order', () => {
    const first = lane(`account/Role?id=${A}`, { name: 'x', version: 1 }, { recordIds: [A] });
    const second = lane(`account/Role?id=${A}`, { name: 'y', version: 2 }, { recordIds: [A] });
    expect(mustFollow(second, first)).toBe(true);
  });

  it('lets writes to different records overlap, whatever tenant field they carry', () => {
    const one = lane(`account/Role?id=${A}`, { organisationId: ORG, version: 1 }, { recordIds: [A] });
    const other = lane(`account/Role?id=${B}`, { organisationId: ORG, version: 1 }, { recordIds: [B] });
    expect(mustFollow(other, one)).toBe(false);
  });

  it('keeps a write after an earlier one that names a record it names (a crew and its new vendor)', () => {
    const vendor = lane('account/Vendor', { id: V, name: 'New' }, { kind: 'vendor.create', recordIds: [V] });
    const crew = lane('account/Crew', { id: A, vendorId: V }, { kind: 'crew.create', recordIds: [A] });
    expect(mustFollow(crew, vendor)).toBe(true);
  });

  it('keeps a create after the delete or rename freeing its name, and creates of one name in order', () => {
    const remove = lane(
      'asset/Supplier',
      { id: A },
      { kind: 'supplier.delete', recordIds: [A], names: ['Acme'] },
    );
    const create = (id: string, name: string) =>
      lane('asset/Supplier', { id, name }, { kind: 'supplier.create', recordIds: [id], names: [name] });
    expect(mustFollow(create(B, 'ACME'), remove)).toBe(true);
    expect(mustFollow(create(B, 'Acme'), create(V, 'Acme'))).toBe(true);
    expect(mustFollow(create(B, 'Acme'), create(V, 'Zed'))).toBe(false);
    const otherKind = lane(
      'account/Vendor',
      { id: V },
      { kind: 'vendor.create', recordIds: [V], names: ['Acme'] },
    );
    expect(mustFollow(otherKind, remove)).toBe(false);
  });

  it('keeps numbered creates in order, and a write naming no record behind everything', () => {
    const order = (id: string) =>
      lane('workorder/Workorder', { id }, { kind: 'workOrder.create', recordIds: [id], inOrder: true });
    expect(mustFollow(order(B), order(A))).toBe(true);
    const readAll = lane('account/Notification/MarkAllRead', undefined, { kind: 'notification.readAll' });
    expect(mustFollow(readAll, order(A))).toBe(true);
    expect(mustFollow(order(A), readAll)).toBe(true);
    expect(mustFollow(order(A), lane(`account/Role?id=${B}`, {}, null))).toBe(true);
  });
});
