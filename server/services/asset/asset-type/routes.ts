import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Party } from '../../../../src/domain/assets';
import {
  ASSET_LEVELS,
  assetLevelListSchema,
  assetTypeCreateSchema,
  assetTypeListSchema,
  assetTypeSchema,
  assetTypeUpdateSchema,
  deleteByIdBodySchema,
  manufacturerListSchema,
  partyCreateSchema,
  partySchema,
  partyUpdateSchema,
  supplierListSchema,
} from '../../../../src/domain/assets';
import { camelQuery, idQuerySchema, organisationIdField } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { PermissionKey } from '../../../../src/domain/permissions';
import type { Tx } from '../../../db/client';
import { asset, assetType } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { findReferences } from '../../../lib/references';
import { defineRoute } from '../../../lib/route';
import type { PartyKind } from './queries';
import { PARTY_TABLES, getAssetType, getParty, listAssetTypes, listParties } from './queries';
import { createAssetType, createParty, updateAssetType, updateParty } from './writes';

const idQuery = camelQuery(idQuerySchema);
const organisationQuery = camelQuery(z.strictObject(organisationIdField));

/** What refuses deleting a catalogue entry: the assets that name it in `column`. */
function assetsNaming(column: PgColumn) {
  return async (tx: Tx, id: string) => [
    await findReferences(tx, { table: asset, name: asset.code, where: eq(column, id) }, ['asset', 'assets']),
  ];
}

/** Asset levels, asset types: what kinds of assets the organisation keeps. */
async function assetTypeRoutes(app: FastifyInstance) {
  const tags = ['AssetType'];

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/AssetLevel/GetAllAssetLevels',
      summary: 'The asset levels an asset type is at (Part, Equipment, System)',
      permission: 'signed-in',
      response: assetLevelListSchema,
      handler: async () => ({ assetLevels: ASSET_LEVELS.map((l) => ({ ...l })) }),
    },
    tags,
  );

  defineCrudRoutes(app, {
    path: 'AssetType',
    tags,
    response: assetTypeSchema,
    get: getAssetType,
    notFound: SERVER_MESSAGES.assetTypeNotFound,
    list: {
      method: 'GET',
      url: '/AssetType/GetAllAssetTypes',
      summary: 'All asset types of the organisation, with how many assets each has',
      permission: ['assetType.view', 'asset.view'],
      filter: organisationQuery,
      response: assetTypeListSchema,
      list: listAssetTypes,
    },
    byId: {
      url: '/AssetType/GetAssetTypeById',
      summary: 'One asset type',
      permission: ['assetType.view', 'asset.view'],
      id: { query: idQuery },
    },
    create: {
      summary: 'Create an asset type (organisation users only)',
      permission: 'assetType.create',
      body: assetTypeCreateSchema,
      create: createAssetType,
    },
    update: {
      summary: 'Update an asset type (send the version you edited)',
      permission: 'assetType.update',
      organisationOnly: true,
      body: assetTypeUpdateSchema,
      update: updateAssetType,
    },
    remove: {
      summary: 'Delete an asset type no asset is of',
      permission: 'assetType.delete',
      id: { body: deleteByIdBodySchema },
      organisationOnly: true,
      table: assetType,
      subject: (current) => `The asset type "${current.name}"`,
      references: assetsNaming(asset.assetTypeId),
    },
  });
}

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
function partyRoutes(kind: PartyKind) {
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

export async function catalogueRoutes(app: FastifyInstance) {
  await app.register(assetTypeRoutes);
  await app.register(partyRoutes('manufacturer'));
  await app.register(partyRoutes('supplier'));
}
