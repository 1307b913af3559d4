import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image } from '../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';
import { GIF_1PX, PNG_1PX, multipart } from '../people-fixtures';

let t: TestApp;
let orgA: Tenant;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  t = await createTestApp();
  orgA = await createTenant(t, 'Images A');
  tokenA = await t.signIn(orgA.adminEmail);
  tokenB = await t.signIn((await createTenant(t, 'Images B')).adminEmail);
});
afterAll(() => t.close());

async function upload(
  token: string | undefined,
  fieldValues: Record<string, string>,
  file?: { key: string; name: string; content: Buffer },
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = multipart(fieldValues, file);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/document/Image',
    payload,
    headers: {
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  return { status: response.statusCode, body: JSON.parse(response.body), headers: response.headers };
}

async function imageCount() {
  const [row] = await t.db.select({ n: count() }).from(image);
  return row!.n;
}

describe('POST /api/document/Image', () => {
  it('stores a general image (form key model) and answers its url in data', async () => {
    const response = await upload(tokenA, {}, { key: 'model', name: 'meter.png', content: PNG_1PX });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      id: expect.any(String),
      url: `/api/document/Image/${response.body.data.id}`,
    });
    expect(response.body.imageUrl).toBeUndefined();
    const stored = path.join(
      t.app.config.dataDir,
      'uploads',
      orgA.organisationId,
      `${response.body.data.id}.png`,
    );
    expect(fs.readFileSync(stored)).toEqual(PNG_1PX);
  });

  it('stores a user image (file with ImageType 2) and answers imageUrl both in data and at the top level', async () => {
    const response = await upload(
      tokenA,
      { ImageType: '2' },
      { key: 'file', name: 'Portrait.GIF', content: GIF_1PX },
    );
    expect(response.status).toBe(200);
    const url = `/api/document/Image/${response.body.data.id}`;
    expect(response.body.data).toEqual({ id: expect.any(String), imageUrl: url });
    expect(response.body.imageUrl).toBe(url);
  });

  it('refuses a name with another extension, and an image name whose content is not an image', async () => {
    const before = await imageCount();
    const pdf = await upload(tokenA, {}, { key: 'model', name: 'report.pdf', content: PNG_1PX });
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors).toEqual([{ field: 'File', message: 'File extension not supported!' }]);
    const fake = await upload(
      tokenA,
      {},
      { key: 'model', name: 'photo.png', content: Buffer.from('%PDF-1.7 not an image at all') },
    );
    expect(fake.status).toBe(400);
    expect(fake.body.errors).toEqual([
      { field: 'File', message: 'The file is not a jpg, jpeg, bmp, gif or png image.' },
    ]);
    expect(await imageCount()).toBe(before);
  });

  it('refuses an image over 5 MB with 413 and a clear message', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(tokenA, {}, { key: 'model', name: 'huge.png', content: big });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('The image is larger than 5 MB.');
  });

  it('asks for the file when none is sent, and refuses unknown form fields', async () => {
    const none = await upload(tokenA, { ImageType: '1' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ field: 'File', message: 'File is required.' }]);
    const extra = await upload(tokenA, { caption: 'x' }, { key: 'model', name: 'a.png', content: PNG_1PX });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual([{ field: 'caption', message: 'caption is not a known field' }]);
  });

  it('needs a signed-in caller and refuses another organisation named in the form', async () => {
    expect((await upload(undefined, {}, { key: 'model', name: 'a.png', content: PNG_1PX })).status).toBe(401);
    const other = await upload(
      tokenA,
      { organisationId: '0195b8a0-0000-7000-8000-000000000000' },
      { key: 'model', name: 'a.png', content: PNG_1PX },
    );
    expect(other.status).toBe(403);
  });

  it('replays a retried upload once', async () => {
    const before = await imageCount();
    const headers = { 'idempotency-key': 'image-upload-0001' };
    const first = await upload(tokenA, {}, { key: 'model', name: 'a.png', content: PNG_1PX }, headers);
    const second = await upload(tokenA, {}, { key: 'model', name: 'a.png', content: PNG_1PX }, headers);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await imageCount()).toBe(before + 1);
  });
});

describe('GET /api/document/Image/:id', () => {
  it('serves the image with its content type and an immutable cache header', async () => {
    const { data } = (await upload(tokenA, {}, { key: 'model', name: 'pole.PNG', content: PNG_1PX })).body;
    const response = await t.app.inject({
      method: 'GET',
      url: data.url,
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(PNG_1PX);
  });

  it('serves only to the same organisation (404 elsewhere) and only to signed-in callers', async () => {
    const { data } = (await upload(tokenA, {}, { key: 'model', name: 'pole.png', content: PNG_1PX })).body;
    expect((await t.request('GET', data.url, { token: tokenB })).status).toBe(404);
    expect((await t.request('GET', data.url)).status).toBe(401);
    expect((await t.request('GET', '/api/document/Image/not-an-id', { token: tokenA })).status).toBe(400);
  });
});
