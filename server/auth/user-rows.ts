import { and, eq } from 'drizzle-orm';
import { role, userAccount, vendor } from '../db/schema/index';

/** What shows who a user is: id, name, email, phone and picture. */
export const userCard = {
  id: userAccount.id,
  name: userAccount.name,
  email: userAccount.email,
  phone: userAccount.phone,
  imageUrl: userAccount.imageUrl,
};

/** Joins a user to their role (every user has one). */
export const roleOfUser = and(
  eq(role.organisationId, userAccount.organisationId),
  eq(role.id, userAccount.roleId),
);

/** Joins a user to their vendor (a left join: organisation users have none). */
export const vendorOfUser = and(
  eq(vendor.organisationId, userAccount.organisationId),
  eq(vendor.id, userAccount.vendorId),
);
