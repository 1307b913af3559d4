import { role, userAccount, vendor } from '../db/schema/index';
import { tenantJoin } from '../db/tenant-join';

/** What shows who a user is: id, name, email, phone and picture. */
export const userCard = {
  id: userAccount.id,
  name: userAccount.name,
  email: userAccount.email,
  phone: userAccount.phone,
  imageUrl: userAccount.imageUrl,
};

/** Joins a user to their role (every user has one). */
export const roleOfUser = tenantJoin(role.id, userAccount.roleId);

/** Joins a user to their vendor (a left join: organisation users have none). */
export const vendorOfUser = tenantJoin(vendor.id, userAccount.vendorId);
