import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Party } from '../../../../src/domain/asset-types';
import {
  deleteByIdBodySchema,
  manufacturerListSchema,
  partyCreateSchema,
  partySchema,
  partyUpdateSchema,
  supplierListSchema,
} from '../../../../src/domain/asset-types';
import { camelQuery, idQuerySchema, organisationIdField } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { PermissionKey } from '../../../../src/domain/permissions';
import { asset } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { assetsNaming } from '../references';
import type { PartyKind } from './queries';
import { PARTY_TABLES, getParty, listParties } from './queries';
import { createParty, updateParty } from './writes';

const idQuery = camelQuery(idQuerySchema);
const organisationQuery = camelQuery(z.strictObject(organisationIdField));

const PARTY = {
  manufacturer: {
    url: 'Manufacturer',
    listUrl: '/Manufacturer/GetAllManufacturers',
    noun: 'manufacturer',
    notFound: SERVER_MESSAGES.manufacturerNotFound,
    assetColumn: asset.manufacturerId,
    list: (items: Party[]) => ({ manufacturers: items }),
    listSchema: manufacturerListSchema,
  },
  supplier: {
    url: 'Supplier',
    listUrl: '/Supplier/GetAllSuppliers',
    noun: 'supplier',
    notFound: SERVER_MESSAGES.supplierNotFound,
    assetColumn: asset.supplierId,
    list: (items: Party[]) => ({ suppliers: items }),
    listSchema: supplierListSchema,
  },
} as const;

/** Manufacturer/* or Supplier/*: the same calls over the same record shape. */
export function partyRoutes(kind: PartyKind) {
  const def = PARTY[kind];
  const permission = (action: 'view' | 'create' | 'update' | 'delete') =>
    `${kind}.${action}` as PermissionKey;

  return async function routes(app: FastifyInstance) {
    defineCrudRoutes(app, {
      path: def.url,
      tags: [def.url],
      response: partySchema,
      get: (tx, id) => getParty(tx, kind, id),
      notFound: def.notFound,
      list: {
        method: 'GET',
        url: def.listUrl,
        summary: `All ${def.noun}s of the organisation, with how many assets each has`,
        permission: [permission('view'), 'asset.view'],
        filter: organisationQuery,
        response: def.listSchema,
        list: async (tx) => def.list(await listParties(tx, kind)),
      },
      byId: {
        summary: `One ${def.noun}`,
        permission: [permission('view'), 'asset.view'],
        id: { query: idQuery },
      },
      create: {
        summary: `Create a ${def.noun} (organisation users only)`,
        permission: permission('create'),
        body: partyCreateSchema,
        create: (tx, auth, body) => createParty(kind, tx, auth, body),
      },
      update: {
        summary: `Update a ${def.noun} (send the version you edited)`,
        permission: permission('update'),
        organisationOnly: true,
        body: partyUpdateSchema,
        update: (tx, auth, id, body) => updateParty(kind, tx, auth, id, body),
      },
      remove: {
        summary: `Delete a ${def.noun} no asset names`,
        permission: permission('delete'),
        id: { body: deleteByIdBodySchema },
        organisationOnly: true,
        table: PARTY_TABLES[kind],
        subject: (current) => `The ${def.noun} "${current.name}"`,
        references: assetsNaming(def.assetColumn),
      },
    });
  };
}
