import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('GET /api/config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' } });
  });
  afterAll(() => t.close());

  it('tells the console, before sign-in, where map tiles come from', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' } });
  });
});
