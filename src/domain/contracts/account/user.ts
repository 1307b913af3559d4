import { z } from 'zod';
import { adminUserListQuerySchema } from '../../admin-users';
import { read } from '../../offline-action-kit';
import { userListSchema, userSummarySchema } from '../../users';
import { defineContract } from '../kit';

const service = 'account';

export const getAllUsers = defineContract({
  service,
  method: 'POST',
  path: 'User/GetAll',
  summary:
    'Admin users, paged, searched and filtered by role, vendor (null: organisation-level) and activity; vendor users see only their vendor’s users',
  permission: 'adminUser.view',
  body: adminUserListQuerySchema,
  response: userListSchema,
  offline: read,
});

export const getUserById = defineContract({
  service,
  method: 'GET',
  path: 'User/GetById/{id}',
  summary: 'One admin user',
  permission: 'adminUser.view',
  params: z.strictObject({ id: z.uuid() }),
  response: userSummarySchema,
  offline: read,
});
