import { describe, expect, it } from 'vitest';
import type { KnownRecord, KnownRecords } from './offline-action-kit';
import { describeAction, offlinePolicy, parseWriteAction } from './offline-actions';

const ORDER = '0190d1f0-0000-7000-8000-000000002888';
const ORDER_2 = '0190d1f0-0000-7000-8000-000000002889';
const VENDOR = '0190d1f0-0000-7000-8000-00000000000a';
const CREW = '0190d1f0-0000-7000-8000-00000000000c';
const SUPPLIER = '0190d1f0-0000-7000-8000-00000000005a';

/** What a device holding a few cached queries knows. */
const known: KnownRecords = {
  find: (id) =>
    (
      ({
        [ORDER]: { id: ORDER, code: 'WO-002888', vendorId: null },
        [ORDER_2]: { id: ORDER_2, code: 'WO-002889' },
        [VENDOR]: { id: VENDOR, name: 'Kamrup Line Contractors' },
        [CREW]: { id: CREW, name: 'North Line 2' },
        [SUPPLIER]: { id: SUPPLIER, name: 'Acme' },
      }) as Record<string, KnownRecord>
    )[id],
};

const write = (method: string, path: string, body: unknown = undefined, query = {}) => ({
  method,
  path,
  query,
  body,
});

describe('what a route may do offline', () => {
  it('lets ordinary writes wait in the outbox', () => {
    expect(offlinePolicy('POST', 'workorder', 'Workorder/UpdateApprovalStatus')).toBe('queue');
    expect(offlinePolicy('PUT', 'account', 'Crew')).toBe('queue');
    expect(offlinePolicy('DELETE', 'asset', 'Supplier')).toBe('queue');
  });

  it('reads lists and records, including POST lists with a filter body', () => {
    expect(offlinePolicy('POST', 'account', 'Vendor/GetAll')).toBe('read');
    expect(offlinePolicy('GET', 'workorder', 'Workorder/GetById')).toBe('read');
    expect(offlinePolicy('GET', 'account', 'User/GetById/0190d1f0-0000-7000-8000-000000000001')).toBe('read');
  });

  it('keeps uploads, imports, exports, files, report runs, sign-in and passwords online only', () => {
    for (const [method, service, path] of [
      ['POST', 'document', 'Image'],
      ['POST', 'account', 'Vendor/Import'],
      ['POST', 'workorder', 'Workorder/Export'],
      ['GET', 'file', 'FileProcessQueue/Download'],
      ['POST', 'workorder', 'Report/DynamicWorkorderReport'],
      ['POST', 'workorder', 'Report'],
      ['POST', 'workorder', 'Dashboard/DashboardDataByWidgetId'],
      ['POST', 'account', 'Auth/SignIn'],
      ['PUT', 'account', 'User/ChangePassword'],
      ['POST', 'account', 'User'],
      ['PUT', 'workorder', 'CrewWorkLocationGroup/ChangePassword'],
    ] as const) {
      expect(offlinePolicy(method, service, path), `${method} ${service}/${path}`).toBe('online-only');
    }
  });

  it('treats a route it does not name as online only', () => {
    expect(offlinePolicy('POST', 'workorder', 'Workorder/Archive')).toBe('online-only');
    expect(offlinePolicy('PATCH', 'account', 'Crew')).toBe('online-only');
    expect(describeAction('workorder', write('POST', 'Workorder/Archive', {}))).toBeNull();
  });
});

describe('how the outbox names a write', () => {
  it('names an approval and a rejection by the order code the device holds', () => {
    const approve = describeAction(
      'workorder',
      write(
        'POST',
        'Workorder/UpdateApprovalStatus',
        { approvalStatus: 2, version: 3 },
        { workorderId: ORDER },
      ),
      known,
    );
    expect(approve).toEqual({
      kind: 'workOrder.approve',
      label: 'Approve WO-002888',
      recordIds: [ORDER],
      recordCode: 'WO-002888',
    });
    const reject = write(
      'POST',
      'Workorder/UpdateApprovalStatus',
      { approvalStatus: 3 },
      { workorderId: ORDER },
    );
    expect(describeAction('workorder', reject, known)?.label).toBe('Reject WO-002888');
  });

  it('names an assignment by the count and the vendor and crew names', () => {
    const assign = (ids: string[]) =>
      describeAction(
        'workorder',
        write('POST', 'Workorder/AssignMultipleWorkorders', {
          workOrderIds: ids,
          vendorId: VENDOR,
          crewId: CREW,
        }),
        known,
      );
    expect(assign([ORDER, ORDER_2])).toMatchObject({
      label: 'Assign 2 work orders to Kamrup Line Contractors (crew North Line 2)',
      recordIds: [ORDER, ORDER_2],
    });
    expect(assign([ORDER])?.label).toBe('Assign 1 work order to Kamrup Line Contractors (crew North Line 2)');
  });

  it('names edits, creates and deletes of plain records', () => {
    const edit = write('PUT', 'Crew', { name: 'North Line 2', version: 4 }, { id: CREW });
    expect(describeAction('account', edit, known)?.label).toBe('Edit crew North Line 2');
    const remove = write('DELETE', 'Supplier', { id: SUPPLIER });
    expect(describeAction('asset', remove, known)?.label).toBe('Delete supplier Acme');
    const create = write('POST', 'Vendor', { id: VENDOR, name: 'Brahmaputra Poles' });
    expect(describeAction('account', create)).toMatchObject({
      kind: 'vendor.create',
      label: 'Create vendor Brahmaputra Poles',
      recordIds: [VENDOR],
    });
  });

  it('lists the names a rename frees and takes, so a create of the freed name waits for it', () => {
    const rename = write('PUT', 'Crew', { name: 'North Line 3', version: 4 }, { id: CREW });
    expect(describeAction('account', rename, known)?.names).toEqual(['North Line 3', 'North Line 2']);
    expect(describeAction('asset', write('DELETE', 'Supplier', { id: SUPPLIER }), known)?.names).toEqual([
      'Acme',
    ]);
  });

  it('says what it can when the device does not hold the record', () => {
    const approve = write(
      'POST',
      'Workorder/UpdateApprovalStatus',
      { approvalStatus: 2 },
      { workorderId: ORDER },
    );
    expect(describeAction('workorder', approve)?.label).toBe('Approve a work order');
    expect(describeAction('asset', write('DELETE', 'AssetType', { id: SUPPLIER }))?.label).toBe(
      'Delete an asset type',
    );
    const hold = write('PUT', 'Workorder', { onHold: true, version: 2 }, { workorderId: ORDER });
    expect(describeAction('workorder', hold, known)?.label).toBe('Put WO-002888 on hold');
  });

  it('keeps work-order creates in the order they were made: the server numbers them', () => {
    const create = describeAction(
      'workorder',
      write('POST', 'Workorder', { id: ORDER, workLocationId: VENDOR }),
    );
    expect(create).toMatchObject({ kind: 'workOrder.create', inOrder: true, recordIds: [ORDER] });
  });
});

describe('an action read from the page', () => {
  it('accepts a well-formed action and refuses anything else', () => {
    const action = { kind: 'crew.edit', label: 'Edit crew North Line 2', recordIds: [CREW] };
    expect(parseWriteAction(action)).toEqual(action);
    expect(parseWriteAction({ ...action, recordIds: [1] })).toBeNull();
    expect(parseWriteAction({ ...action, label: 'x'.repeat(301) })).toBeNull();
    expect(parseWriteAction('Edit')).toBeNull();
  });
});
