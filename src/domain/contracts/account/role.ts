import { z } from 'zod';
import { read } from '../../offline-action-kit';
import {
  roleCategorySchema,
  roleInputSchema,
  roleListQuerySchema,
  roleListSchema,
  roleSchema,
  roleUpdateSchema,
} from '../../roles';
import { defineContract } from '../kit';
import { recordWriteContracts } from '../record-writes';

const service = 'account';
const idQuery = z.strictObject({ id: z.uuid() });

export const getRolesByCategory = defineContract({
  service,
  method: 'GET',
  path: 'Role/GetAllByCategory',
  summary: 'Roles of one category (1 admin, 2 vendor, 3 crew, 4 workforce)',
  permission: 'signed-in',
  query: z.strictObject({ category: roleCategorySchema, organisationId: z.uuid().optional() }),
  response: roleListSchema,
  offline: read,
});

export const getAllRoles = defineContract({
  service,
  method: 'POST',
  path: 'Role/GetAll',
  summary: 'Roles, paged, with optional search and category',
  permission: 'role.view',
  body: roleListQuerySchema,
  response: roleListSchema,
  offline: read,
});

export const getRoleById = defineContract({
  service,
  method: 'GET',
  path: 'Role/GetById',
  summary: 'One role with the number of people holding it',
  permission: 'role.view',
  query: idQuery,
  response: roleSchema,
  offline: read,
});

export const {
  create: createRole,
  update: updateRole,
  remove: deleteRole,
} = recordWriteContracts({
  service,
  path: 'Role',
  noun: { resource: 'role', noun: 'role' },
  response: roleSchema,
  idQuery: idQuery,
  create: {
    summary: 'Create a role',
    permission: 'role.create',
    body: roleInputSchema.extend({ id: z.uuid().optional() }),
  },
  update: {
    summary: 'Update a role (send the version you edited; a stale one gets 409)',
    permission: 'role.update',
    body: roleUpdateSchema,
  },
  remove: { summary: 'Delete a role nobody holds', permission: 'role.delete' },
});
