import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const SERVICE_PATH = /^\/api\/(organisation|account|document|file|asset|workflow|workorder)\/(.+)$/;

/**
 * The routes of the seven services the app registers, read from its OpenAPI document, keyed as the offline
 * table and the contracts name them: `METHOD service/Path` (`{id}` for a path parameter).
 */
async function registeredRoutes(t: TestApp): Promise<string[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) => {
    const match = SERVICE_PATH.exec(path);
    if (!match) return [];
    return Object.keys(operations)
      .filter((method) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map((method) => `${method.toUpperCase()} ${match[1]}/${match[2]}`);
  });
}

/** The registered routes of an app the test file starts once (beforeAll) and closes at its end. */
export function registeredRoutesOfApp(): () => string[] {
  let t: TestApp | undefined;
  let routes: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    routes = await registeredRoutes(t);
  });
  afterAll(() => t?.close());
  return () => routes;
}
