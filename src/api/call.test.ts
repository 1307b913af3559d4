import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../tests/support/fetch-stub';
import { storeSession } from '../../tests/support/session-fixtures';
import { getImage, uploadImage } from '../domain/contracts/document/image';
import { getAssetById } from '../domain/contracts/asset/asset';
import { updateWorkflow } from '../domain/contracts/workflow/workflow';
import { call, callBlob, callUpload } from './call';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('call', () => {
  it('sends a contract’s GET to its service with the query, and answers data as sent', async () => {
    storeSession();
    const sent = stubFetch(() => dataResponse({ id: 'not parsed' }));

    await expect(call(getAssetById, { query: { Id: 'a1' } })).resolves.toEqual({ id: 'not parsed' });

    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url).toBe('/api/asset/Asset/GetAssetById?Id=a1');
  });

  it('sends a write’s query and body with an Idempotency-Key', async () => {
    storeSession();
    const sent = stubFetch(() => dataResponse(null));

    await call(updateWorkflow, { query: { id: 'w1' }, body: { name: 'Meters', version: 1 } });

    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.url).toBe('/api/workflow/WorkFlow?id=w1');
    expect(sent[0]!.body).toEqual({ name: 'Meters', version: 1 });
    expect(sent[0]!.headers.get('idempotency-key')).not.toBeNull();
  });

  it('fills path parameters for a download, and posts a form for an upload', async () => {
    storeSession();
    const sent = stubFetch((request) =>
      request.method === 'GET'
        ? new Response('png', { headers: { 'content-type': 'image/png' } })
        : dataResponse({ id: 'i1' }),
    );

    await callBlob(getImage, { params: { id: '0a-1' } });
    await callUpload(uploadImage, new FormData());

    expect(sent[0]!.url).toBe('/api/document/Image/0a-1');
    expect(sent[1]!.method).toBe('POST');
    expect(sent[1]!.url).toBe('/api/document/Image');
  });
});
