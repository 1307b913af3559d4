import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './fixtures';

/** Direct API calls for test setup (the same public API the console uses). */
export async function apiToken(request: APIRequestContext, email = ADMIN.email, password = ADMIN.password) {
  const response = await request.post('/api/account/Auth/SignIn', { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in failed: ${await response.text()}`);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

export async function apiCall<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok()) throw new Error(`${method} ${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

let counter = 0;

/** A user holding exactly `permissions`, through a role made for them. Returns the credentials. */
export async function userWithPermissions(request: APIRequestContext, permissions: string[]) {
  const token = await apiToken(request);
  const suffix = `${Date.now()}-${++counter}`;
  const role = await apiCall<{ id: string }>(request, token, 'POST', '/api/account/Role', {
    name: `E2E role ${suffix}`,
    category: 1,
    permissions,
  });
  const email = `user-${suffix}@e2e.example`;
  const password = 'E2e-user-pass-1';
  await apiCall(request, token, 'POST', '/api/account/User', {
    name: `E2E User ${counter}`,
    email,
    roleId: role.id,
    vendorId: null,
    isActive: true,
    password,
  });
  return { email, password, roleId: role.id };
}
