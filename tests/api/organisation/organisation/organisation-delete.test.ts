import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userAccount } from '../../../../server/db/schema/index';
import { addVendor } from '../../../support/test-app';
import {
  home,
  newOrganisation,
  openOrganisationWorld,
  orgAdmin,
  other,
  platform,
  t,
} from './organisation-setup';

openOrganisationWorld();

describe('DELETE /api/organisation/Organisation', () => {
  it('is refused to an organisation administrator, even for their own organisation', async () => {
    const response = await t.request('DELETE', `/api/organisation/Organisation?id=${other.organisationId}`, {
      token: orgAdmin,
    });
    expect(response.status).toBe(403);
  });

  it('never deletes the platform administrator’s own organisation', async () => {
    const response = await t.request('DELETE', `/api/organisation/Organisation?id=${home.organisationId}`, {
      token: platform,
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('You cannot delete the organisation you are signed in to.');
  });

  it('refuses while the organisation still has vendors, naming them', async () => {
    await addVendor(t, other.organisationId, 'Surma Contractors');
    await addVendor(t, other.organisationId, 'Cachar Pipes');
    const response = await t.request('DELETE', `/api/organisation/Organisation?id=${other.organisationId}`, {
      token: platform,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'The organisation "Barak Valley Water" is still used by 2 vendors (Cachar Pipes, Surma Contractors). Reassign or delete them first.',
    );
  });

  it('deletes an organisation with its users, roles and uploads', async () => {
    const created = (
      await t.request('POST', '/api/organisation/Organisation', {
        token: platform,
        body: newOrganisation('f'),
      })
    ).body.data;
    const token = await t.signIn(created.administrator.email, created.administrator.password);
    const uploads = path.join(t.app.config.dataDir, 'uploads', created.id);
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, 'x.png'), 'x');
    const response = await t.request('DELETE', `/api/organisation/Organisation?id=${created.id}`, {
      token: platform,
    });
    expect(response.status).toBe(200);
    expect(
      (await t.request('GET', `/api/organisation/Organisation/GetById?id=${created.id}`, { token: platform }))
        .status,
    ).toBe(404);
    expect((await t.request('GET', '/api/account/Auth/Session', { token })).status).toBe(401);
    const [users] = await t.db
      .select({ n: count() })
      .from(userAccount)
      .where(eq(userAccount.organisationId, created.id));
    expect(users!.n).toBe(0);
    await expect.poll(() => fs.existsSync(uploads)).toBe(false);
  });
});
