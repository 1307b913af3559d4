import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** A page as the build writes it: one inline script (the start's preload links) beside the entry's file. */
const INLINE = "try{if(localStorage.getItem('session'))console.log('signed in')}catch{}";
const PAGE =
  '<!doctype html><title>Field Console</title>' +
  `<script type="module" crossorigin src="/assets/app-1a2b.js"></script><script>${INLINE}</script>`;

let dir: string;
let served: TestApp;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-headers-'));
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
  fs.mkdirSync(path.join(dir, 'assets'));
  // Big enough to be sent compressed, as the build's scripts are.
  fs.writeFileSync(
    path.join(dir, 'assets', 'app-1a2b.js'),
    `console.log(${JSON.stringify('x'.repeat(4096))});`,
  );
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  served = await createTestApp({ staticDir: dir });
});
afterAll(async () => {
  await served.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) =>
  served.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });

describe('hashed assets carry only the headers a cached file needs', () => {
  it('answers a script with its type, encoding, immutable caching and nosniff, and no document headers', async () => {
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-encoding']).toBeDefined();
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'referrer-policy',
      'cross-origin-opener-policy',
      'x-request-id',
    ]) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    expect(asset.body.length).toBeGreaterThan(0);
  });

  it('keeps the CSP and the other document headers on pages, the service worker and the API', async () => {
    for (const url of ['/work-order/list-view', '/sw.js', '/api/health']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-frame-options'], url).toBeDefined();
      expect(response.headers['x-request-id'], url).toEqual(expect.any(String));
    }
  });

  it("allows the page's own inline script by its hash, and no other inline script", async () => {
    const page = await get('/dashboard');
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    const hash = crypto.createHash('sha256').update(INLINE).digest('base64');
    expect(scriptSrc?.split(' ').sort()).toEqual([`'self'`, `'sha256-${hash}'`].sort());
  });

  it('keeps the error envelope and its headers for an asset that does not exist', async () => {
    const missing = await get('/assets/gone-0000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
    expect(missing.headers['x-request-id']).toEqual(expect.any(String));
  });
});
