import { deletedSchema, idQuerySchema } from '../../fields';
import { onlineOnly, queue, read } from '../../offline-action-kit';
import { deletes, edits, type RecordNoun } from '../../offline-record-actions';
import {
  organisationAddressUpdateSchema,
  organisationCreateSchema,
  organisationCreatedSchema,
  organisationListQuerySchema,
  organisationListSchema,
  organisationSchema,
  organisationUpdateSchema,
} from '../../organisations';
import { exportContract, importContract } from '../file/sheet-calls';
import { defineContract } from '../kit';

const service = 'organisation';
const ORGANISATION: RecordNoun = { resource: 'organisation', noun: 'organisation' };

export const getAllOrganisations = defineContract({
  service,
  method: 'POST',
  path: 'Organisation/GetAll',
  summary: 'Organisations, paged and searched: every one for a platform administrator, else the caller’s own',
  permission: 'organisation.view',
  body: organisationListQuerySchema,
  response: organisationListSchema,
  offline: read,
});

export const getOrganisationById = defineContract({
  service,
  method: 'GET',
  path: 'Organisation/GetById',
  summary: 'One organisation',
  permission: 'organisation.view',
  query: idQuerySchema,
  response: organisationSchema,
  offline: read,
});

export const createOrganisation = defineContract({
  service,
  method: 'POST',
  path: 'Organisation',
  summary: 'Create an organisation with its default roles and first administrator (platform administrators)',
  permission: 'organisation.create',
  body: organisationCreateSchema,
  response: organisationCreatedSchema,
  // Its answer carries the first administrator's one-time password: nobody would be there to read it.
  offline: onlineOnly,
});

export const updateOrganisation = defineContract({
  service,
  method: 'PUT',
  path: 'Organisation',
  summary: 'Update name, industry and contact (send the version you edited)',
  permission: 'organisation.update',
  query: idQuerySchema,
  body: organisationUpdateSchema,
  response: organisationSchema,
  offline: queue(edits(ORGANISATION)),
});

export const updateOrganisationAddress = defineContract({
  service,
  method: 'PUT',
  path: 'Organisation/UpdateAddress',
  summary: 'Update the address: country, state and city must belong together',
  permission: 'organisation.update',
  query: idQuerySchema,
  body: organisationAddressUpdateSchema,
  response: organisationSchema,
  offline: queue(edits(ORGANISATION, 'Change the address of', 'editAddress')),
});

export const deleteOrganisation = defineContract({
  service,
  method: 'DELETE',
  path: 'Organisation',
  summary: 'Delete an organisation that holds no vendors, crews or workforce (platform administrators)',
  permission: 'organisation.delete',
  query: idQuerySchema,
  response: deletedSchema,
  offline: queue(deletes(ORGANISATION)),
});

export const importOrganisations = importContract('organisation');

export const exportOrganisations = exportContract('organisation', organisationListQuerySchema);
