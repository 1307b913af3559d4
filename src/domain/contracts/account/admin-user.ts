import { adminUserCreateSchema, adminUserUpdateSchema, changeUserPasswordSchema } from '../../admin-users';
import { messageResponseSchema } from '../../auth';
import { deletedSchema, idQuerySchema } from '../../fields';
import { onlineOnly, queue } from '../../offline-action-kit';
import { deletes, edits, type RecordNoun } from '../../offline-record-actions';
import { userSummarySchema } from '../../users';
import { defineContract } from '../kit';

const service = 'account';
const USER: RecordNoun = { resource: 'user', noun: 'user' };

export const createUser = defineContract({
  service,
  method: 'POST',
  path: 'User',
  summary: 'Create an admin user (organisation-level, or of a vendor) with an initial password',
  permission: 'adminUser.create',
  body: adminUserCreateSchema,
  response: userSummarySchema,
  // Its body carries the initial password: a queued one would keep it in the outbox on the device.
  offline: onlineOnly,
});

export const updateUser = defineContract({
  service,
  method: 'PUT',
  path: 'User',
  summary: 'Update an admin user (send the version you edited); nobody changes their own role',
  permission: 'adminUser.update',
  query: idQuerySchema,
  body: adminUserUpdateSchema,
  response: userSummarySchema,
  offline: queue(edits(USER)),
});

export const deleteUser = defineContract({
  service,
  method: 'DELETE',
  path: 'User',
  summary: 'Delete an admin user (never yourself, never the last active organisation administrator)',
  permission: 'adminUser.delete',
  query: idQuerySchema,
  response: deletedSchema,
  offline: queue(deletes(USER)),
});

export const changeUserPassword = defineContract({
  service,
  method: 'POST',
  path: 'User/ChangeUserPassword',
  summary: 'Set another user’s password; their sessions end and they are notified',
  permission: 'adminUser.changePassword',
  body: changeUserPasswordSchema,
  response: messageResponseSchema,
  offline: onlineOnly,
});
