import { count, eq } from 'drizzle-orm';
import { DEFAULT_ROLES, ORGANISATION_ADMIN_ROLE } from '../../src/domain/permissions';
import type { Executor } from './client';
import { organisation, role, userAccount } from './schema/index';
import { hashPassword, newId, randomPassword } from '../crypto';

export interface BootstrapResult {
  created: boolean;
  organisationId: string;
  adminEmail?: string;
  /** Only when the password was generated: shown once, never stored in clear. */
  generatedPassword?: string;
}

/** Creates an organisation with the default roles; returns the role ids by name. */
export async function createOrganisation(
  db: Executor,
  input: { id?: string; name: string; createdBy?: string | null },
): Promise<{ organisationId: string; roleIds: Map<string, string> }> {
  const organisationId = input.id ?? newId();
  await db
    .insert(organisation)
    .values({ id: organisationId, name: input.name, createdBy: input.createdBy ?? null });
  const roleIds = new Map<string, string>();
  for (const definition of DEFAULT_ROLES) {
    const id = newId();
    roleIds.set(definition.name, id);
    await db.insert(role).values({
      organisationId,
      id,
      name: definition.name,
      category: definition.category,
      permissions: [...definition.permissions].sort(),
      isSystem: true,
    });
  }
  return { organisationId, roleIds };
}

/**
 * On an empty database: the first organisation and its administrator (a platform administrator, who may
 * later manage other organisations). The password is ADMIN_PASSWORD or generated; never a fixed default.
 */
export async function bootstrapFirstOrganisation(
  db: Executor,
  options: { organisationName: string; adminEmail: string; adminPassword: string | undefined },
): Promise<BootstrapResult> {
  const [existing] = await db.select({ n: count() }).from(organisation);
  if (existing && existing.n > 0) {
    const [first] = await db.select({ id: organisation.id }).from(organisation).limit(1);
    return { created: false, organisationId: first!.id };
  }
  const password = options.adminPassword ?? randomPassword();
  const { organisationId, roleIds } = await createOrganisation(db, { name: options.organisationName });
  await db.insert(userAccount).values({
    organisationId,
    id: newId(),
    email: options.adminEmail.toLowerCase(),
    name: 'Administrator',
    passwordHash: await hashPassword(password),
    roleId: roleIds.get(ORGANISATION_ADMIN_ROLE)!,
    isPlatformAdmin: true,
  });
  await db.update(organisation).set({ email: options.adminEmail }).where(eq(organisation.id, organisationId));
  return {
    created: true,
    organisationId,
    adminEmail: options.adminEmail,
    ...(options.adminPassword ? {} : { generatedPassword: password }),
  };
}
