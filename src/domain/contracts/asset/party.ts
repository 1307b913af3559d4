import type { z } from 'zod';
import {
  deleteByIdBodySchema,
  manufacturerListSchema,
  partyCreateSchema,
  partySchema,
  partyUpdateSchema,
  supplierListSchema,
} from '../../asset-types';
import { read } from '../../offline-action-kit';
import { defineContract } from '../kit';
import { recordWriteContracts } from '../record-writes';
import { byBody, idQuery, organisationQuery } from './catalogue';

const service = 'asset' as const;

/** Manufacturer/* or Supplier/*: the same calls over the same record shape, told apart by their kind. */
function partyContracts<const K extends 'manufacturer' | 'supplier', L extends z.ZodType>(
  kind: K,
  path: string,
  listPath: string,
  listSchema: L,
) {
  const VIEW = [`${kind}.view`, 'asset.view'] as const;
  return {
    list: defineContract<typeof service, 'GET', L, undefined, typeof organisationQuery>({
      service,
      method: 'GET',
      path: listPath,
      summary: `All ${kind}s of the organisation, with how many assets each has`,
      permission: VIEW,
      query: organisationQuery,
      response: listSchema,
      offline: read,
    }),
    byId: defineContract({
      service,
      method: 'GET',
      path: `${path}/GetById`,
      summary: `One ${kind}`,
      permission: VIEW,
      query: idQuery,
      response: partySchema,
      offline: read,
    }),
    ...recordWriteContracts({
      service,
      path,
      noun: byBody(kind, kind),
      response: partySchema,
      deleteBody: deleteByIdBodySchema,
      create: {
        summary: `Create a ${kind} (organisation users only)`,
        permission: `${kind}.create`,
        body: partyCreateSchema,
      },
      update: {
        summary: `Update a ${kind} (send the version you edited)`,
        permission: `${kind}.update`,
        body: partyUpdateSchema,
      },
      remove: { summary: `Delete a ${kind} no asset names`, permission: `${kind}.delete` },
    }),
  };
}

export const manufacturerContracts = partyContracts(
  'manufacturer',
  'Manufacturer',
  'Manufacturer/GetAllManufacturers',
  manufacturerListSchema,
);

export const supplierContracts = partyContracts(
  'supplier',
  'Supplier',
  'Supplier/GetAllSuppliers',
  supplierListSchema,
);
