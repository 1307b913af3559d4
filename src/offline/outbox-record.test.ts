import { describe, expect, it } from 'vitest';
import {
  bodyPreview,
  describeWrite,
  failureFrom,
  MAX_SERVER_ERRORS,
  recordFromRequest,
  replayVerdict,
  requestFromRecord,
} from './outbox-record';

function jsonRequest(body: unknown): Request {
  return new Request('https://console.example/api/organisation/Warehouse?id=7', {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: 'Bearer secret',
      'idempotency-key': 'key-1',
    },
    body: JSON.stringify(body),
  });
}

describe('outbox records', () => {
  it('keeps method, URL, headers and body of a queued write but never its credentials', async () => {
    const record = await recordFromRequest(jsonRequest({ name: 'North' }), 'key-1', 1000);
    expect(record).toMatchObject({
      id: 'key-1',
      state: 'pending',
      method: 'PUT',
      queuedAt: 1000,
      attempts: 0,
    });
    expect(record.url).toBe('https://console.example/api/organisation/Warehouse?id=7');
    expect(Object.fromEntries(record.headers)).toEqual({
      'content-type': 'application/json',
      'idempotency-key': 'key-1',
    });
    expect(new TextDecoder().decode(record.body!)).toBe('{"name":"North"}');
  });

  it('rebuilds the same request, under a new Idempotency-Key when sent again after a refusal', async () => {
    const record = await recordFromRequest(jsonRequest({ name: 'North' }), 'key-1', 1000);
    const again = requestFromRecord(record, 'key-2');
    expect(again.method).toBe('PUT');
    expect(again.url).toBe(record.url);
    expect(again.headers.get('idempotency-key')).toBe('key-2');
    expect(again.headers.get('authorization')).toBeNull();
    expect(await again.text()).toBe('{"name":"North"}');
    expect(requestFromRecord(record).headers.get('idempotency-key')).toBe('key-1');
  });

  it('shows JSON bodies as text and describes binary ones by size', async () => {
    const record = await recordFromRequest(jsonRequest({ name: 'North' }), 'key-1', 0);
    expect(bodyPreview(record)).toBe('{"name":"North"}');
    expect(bodyPreview({ ...record, headers: [['content-type', 'multipart/form-data; boundary=x']] })).toBe(
      '16 bytes',
    );
    expect(bodyPreview({ ...record, body: null })).toBe('');
  });

  it('names a write by method and path below the API root', () => {
    expect(describeWrite({ method: 'DELETE', url: 'https://h/api/workorder/Workorder/Bulk' })).toBe(
      'DELETE workorder/Workorder/Bulk',
    );
  });
});

describe('replay verdicts', () => {
  it.each([
    [200, 'sent'],
    [204, 'sent'],
    [409, 'failed'],
    [400, 'failed'],
    [403, 'failed'],
    [404, 'failed'],
    [429, 'keep'],
    [408, 'keep'],
    [503, 'keep'],
    [null, 'keep'],
  ] as const)('status %s is %s', (status, verdict) => {
    expect(replayVerdict(status, false, 0)).toBe(verdict);
  });

  it('refreshes the session on a first 401 and waits for a new sign-in on a second', () => {
    expect(replayVerdict(401, false, 0)).toBe('refresh');
    expect(replayVerdict(401, true, 0)).toBe('keep');
  });

  it('surfaces a write the server keeps failing on instead of blocking the queue', () => {
    expect(replayVerdict(500, false, MAX_SERVER_ERRORS - 2)).toBe('keep');
    expect(replayVerdict(500, false, MAX_SERVER_ERRORS - 1)).toBe('failed');
  });
});

describe('failureFrom', () => {
  it('takes title and message from the error envelope', () => {
    const body = { title: 'Conflict', message: 'Changed by someone else.', returnMessage: [], errors: [] };
    expect(failureFrom(409, body, 5)).toEqual({
      status: 409,
      title: 'Conflict',
      message: 'Changed by someone else.',
      at: 5,
    });
  });

  it('falls back to the first returnMessage, then to a generic title', () => {
    expect(failureFrom(400, { title: '', message: '', returnMessage: ['Name is required'] }, 1).message).toBe(
      'Name is required',
    );
    expect(failureFrom(422, 'not json', 1)).toEqual({
      status: 422,
      title: 'The server refused the change (HTTP 422).',
      message: '',
      at: 1,
    });
  });

  it('keeps the current record of a version conflict and the field errors of a validation', () => {
    const current = { id: 'w1', name: 'Office', version: 4 };
    expect(failureFrom(409, { title: 'Conflict', message: '', data: current }, 2).current).toEqual(current);
    expect(failureFrom(409, { title: 'Conflict', message: 'Name taken' }, 2).current).toBeUndefined();
    const errors = [{ field: 'Name', message: 'is required' }];
    expect(failureFrom(400, { title: 'Bad Request', message: '', errors }, 2).errors).toEqual(errors);
  });
});
