import { describe, expect, it } from 'vitest';
import { compareWithServer, fieldLabel, rebasedBody, refusalInWords, writeBody } from './conflict';
import type { WriteFailure } from './outbox-record';

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

const conflict = (current: Record<string, unknown>): WriteFailure => ({
  status: 409,
  title: 'Conflict',
  message: 'Changed by someone else.',
  at: 1,
  current,
});

describe('a write refused for a version conflict', () => {
  const record = {
    body: encode({ name: 'North yard (field)', category: 1, permissions: ['a'], version: 3 }),
    failure: conflict({ id: 'r1', name: 'North yard (office)', category: 1, permissions: ['a'], version: 4 }),
  };

  it('sets the device value beside the server value, field by field, without the bookkeeping fields', () => {
    expect(compareWithServer(record)).toEqual([
      {
        field: 'name',
        label: 'Name',
        mine: 'North yard (field)',
        theirs: 'North yard (office)',
        differs: true,
      },
      { field: 'category', label: 'Category', mine: '1', theirs: '1', differs: false },
      { field: 'permissions', label: 'Permissions', mine: '["a"]', theirs: '["a"]', differs: false },
    ]);
  });

  it('keeps mine by sending the same change on the server version', () => {
    const body = rebasedBody(record);
    expect(body && writeBody({ body })).toEqual({
      name: 'North yard (field)',
      category: 1,
      permissions: ['a'],
      version: 4,
    });
  });

  it('has nothing to compare or re-base without the current record or a version', () => {
    const refused = { ...record, failure: { ...record.failure, current: undefined } };
    expect(compareWithServer(refused)).toBeNull();
    expect(rebasedBody(refused)).toBeNull();
    expect(rebasedBody({ ...record, body: encode({ name: 'x' }) })).toBeNull();
  });
});

describe("refusals in a person's words", () => {
  const base = { title: 'Bad Request', message: 'Validation failed', at: 1 };

  it('names the fields a validation refused', () => {
    expect(
      refusalInWords({ ...base, status: 400, errors: [{ field: 'ProjectName', message: 'is required' }] }),
    ).toEqual({ title: 'Some values were not accepted.', detail: 'Project name: is required' });
    expect(
      refusalInWords({ ...base, status: 422, errors: [{ field: 'Name', message: 'Name is required' }] })
        .detail,
    ).toBe('Name is required');
  });

  it('says a deleted record cannot take the change, and passes on a rule the server named', () => {
    expect(refusalInWords({ ...base, status: 404 }).title).toBe('This record no longer exists.');
    expect(
      refusalInWords({ ...base, status: 409, message: 'A record with this name already exists.' }),
    ).toEqual({
      title: 'The server did not accept this change.',
      detail: 'A record with this name already exists.',
    });
    expect(refusalInWords({ ...base, status: 403 }).title).toBe('You may no longer make this change.');
  });

  it('labels fields the way people read them', () => {
    expect(fieldLabel('plannedStartTime')).toBe('Planned start time');
  });
});
