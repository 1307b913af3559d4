import { eq, sql } from 'drizzle-orm';
import type { PermissionKey } from '../../src/domain/permissions';
import { role, userAccount, workforce } from '../../server/db/schema/index';
import { newId } from '../../server/crypto';
import type { TestApp } from '../support/test-app';

/** Fixtures for the people and organisation tests, written straight to the database like test-app's. */

export async function addRole(
  t: TestApp,
  organisationId: string,
  name: string,
  permissions: PermissionKey[],
  category = 1,
): Promise<string> {
  const id = newId();
  await t.db
    .insert(role)
    .values({ organisationId, id, name, category, permissions: [...permissions].sort() });
  return id;
}

export async function grant(t: TestApp, roleId: string, permissions: PermissionKey[]): Promise<void> {
  for (const key of permissions) {
    await t.db.execute(
      sql`update role set permissions = array_append(permissions, ${key}) where id = ${roleId} and not (${key} = any(permissions))`,
    );
  }
}

export async function makePlatformAdmin(t: TestApp, email: string): Promise<void> {
  await t.db.update(userAccount).set({ isPlatformAdmin: true }).where(eq(userAccount.email, email));
}

let serial = 0;

export async function addWorkforce(
  t: TestApp,
  organisationId: string,
  person: {
    name: string;
    vendorId?: string | null;
    kind?: 1 | 2;
    supervisorId?: string | null;
    isActive?: boolean;
  },
): Promise<string> {
  const id = newId();
  await t.db.insert(workforce).values({
    organisationId,
    id,
    kind: person.kind ?? 1,
    name: person.name,
    email: `${person.name.toLowerCase().replace(/[^a-z]+/g, '.')}.${++serial}@field.example`,
    vendorId: person.vendorId ?? null,
    supervisorId: person.supervisorId ?? null,
    isActive: person.isActive ?? true,
  });
  return id;
}

/** A multipart/form-data body with text fields and one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { key: string; name: string; content: Buffer; type?: string },
) {
  const boundary = `----fieldconsole${newId().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.key}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A valid 1x1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The smallest GIF. */
export const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The fields named in a response's errors, once each, sorted. */
export function fields(response: { body: { errors?: Array<{ field: string }> } }): string[] {
  return [...new Set((response.body.errors ?? []).map((e) => e.field))].sort();
}
