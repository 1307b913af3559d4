import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
} from '../../../src/domain/assets';
import { camelQuery, deletedSchema, idQuerySchema, organisationIdField } from '../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import type { PermissionKey } from '../../../src/domain/permissions';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { asset, assetType } from '../../db/schema/index';
import { newId } from '../../lib/crypto';
import { notFound } from '../../lib/http-errors';
import { assertUnreferenced, findReferences } from '../../lib/references';
import { defineRoute } from '../../lib/route';
import { withUniqueFields } from '../../lib/unique-violation';
import { assertOrganisationCaller } from '../../lib/vendor-scope';
import { updateAtVersion } from '../../lib/versioned';
import type { PartyKind } from './catalogue';
import { PARTY_TABLES, assetTypeValues, getAssetType, getParty, listAssetTypes, listParties, partyValues } from './catalogue';

const idQuery = camelQuery(idQuerySchema);
const organisationQuery = camelQuery(z.strictObject(organisationIdField));

async function mustGetType(tx: Tx, id: string) {
  const found = await getAssetType(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.assetTypeNotFound);
  return found;
}

/** Asset levels, asset types: what kinds of assets the organisation keeps. */
async function assetTypeRoutes(app: FastifyInstance) {
  const tags = ['AssetType'];
  const uniqueFields = {
    asset_type_name_uq: { field: 'Name', message: SERVER_MESSAGES.assetTypeNameInUse },
    asset_type_code_uq: { field: 'Code', message: SERVER_MESSAGES.assetTypeCodeInUse },
  };

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

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/AssetType/GetAllAssetTypes',
      summary: 'All asset types of the organisation, with how many assets each has',
      permission: ['assetType.view', 'asset.view'],
      query: organisationQuery,
      response: assetTypeListSchema,
      handler: ({ tx }) => listAssetTypes(tx),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/AssetType/GetAssetTypeById',
      summary: 'One asset type',
      permission: ['assetType.view', 'asset.view'],
      query: idQuery,
      response: assetTypeSchema,
      handler: ({ tx, query }) => mustGetType(tx, query.id),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/AssetType',
      summary: 'Create an asset type (organisation users only)',
      permission: 'assetType.create',
      body: assetTypeCreateSchema,
      response: assetTypeSchema,
      handler: async ({ tx, auth, body }) => {
        assertOrganisationCaller(auth);
        const id = body.id ?? newId();
        await withUniqueFields(
          () => tx.insert(assetType).values({ organisationId: auth.organisationId, id, ...assetTypeValues(body), createdBy: auth.userId, updatedBy: auth.userId }),
          uniqueFields,
        );
        return mustGetType(tx, id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/AssetType',
      summary: 'Update an asset type (send the version you edited)',
      permission: 'assetType.update',
      body: assetTypeUpdateSchema,
      response: assetTypeSchema,
      handler: async ({ tx, auth, body }) => {
        assertOrganisationCaller(auth);
        await mustGetType(tx, body.id);
        await withUniqueFields(
          () => updateAtVersion(tx, assetType, { id: body.id, version: body.version, userId: auth.userId }, assetTypeValues(body), () => getAssetType(tx, body.id)),
          uniqueFields,
        );
        return mustGetType(tx, body.id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/AssetType',
      summary: 'Delete an asset type no asset is of',
      permission: 'assetType.delete',
      body: deleteByIdBodySchema,
      response: deletedSchema,
      handler: async ({ tx, auth, body }) => {
        assertOrganisationCaller(auth);
        const current = await mustGetType(tx, body.id);
        assertUnreferenced(`The asset type "${current.name}"`, [
          await findReferences(tx, { table: asset, name: asset.code, where: eq(asset.assetTypeId, body.id) }, ['asset', 'assets']),
        ]);
        await tx.delete(assetType).where(eq(assetType.id, body.id));
        return { id: body.id };
      },
    },
    tags,
  );
}

const PARTY = {
  manufacturer: {
    url: 'Manufacturer',
    listUrl: '/Manufacturer/GetAllManufacturers',
    noun: 'manufacturer',
    notFound: SERVER_MESSAGES.manufacturerNotFound,
    nameInUse: SERVER_MESSAGES.manufacturerNameInUse,
    assetColumn: asset.manufacturerId,
    list: (items: unknown) => ({ manufacturers: items }),
    listSchema: manufacturerListSchema,
  },
  supplier: {
    url: 'Supplier',
    listUrl: '/Supplier/GetAllSuppliers',
    noun: 'supplier',
    notFound: SERVER_MESSAGES.supplierNotFound,
    nameInUse: SERVER_MESSAGES.supplierNameInUse,
    assetColumn: asset.supplierId,
    list: (items: unknown) => ({ suppliers: items }),
    listSchema: supplierListSchema,
  },
} as const;

/** Manufacturer/* or Supplier/*: the same calls over the same record shape. */
function partyRoutes(kind: PartyKind) {
  const def = PARTY[kind];
  const table = PARTY_TABLES[kind];
  const tags = [def.url];
  const uniqueFields = { [`${kind}_name_uq`]: { field: 'Name', message: def.nameInUse } };
  const permission = (action: 'view' | 'create' | 'update' | 'delete') => `${kind}.${action}` as PermissionKey;

  async function mustGet(tx: Tx, id: string) {
    const found = await getParty(tx, kind, id);
    if (!found) throw notFound(def.notFound);
    return found;
  }

  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: def.listUrl,
        summary: `All ${def.noun}s of the organisation, with how many assets each has`,
        permission: [permission('view'), 'asset.view'],
        query: organisationQuery,
        response: def.listSchema,
        handler: async ({ tx }) => def.list(await listParties(tx, kind)) as never,
      },
      tags,
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: `/${def.url}/GetById`,
        summary: `One ${def.noun}`,
        permission: [permission('view'), 'asset.view'],
        query: idQuery,
        response: partySchema,
        handler: ({ tx, query }) => mustGet(tx, query.id),
      },
      tags,
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: `/${def.url}`,
        summary: `Create a ${def.noun} (organisation users only)`,
        permission: permission('create'),
        body: partyCreateSchema,
        response: partySchema,
        handler: async ({ tx, auth, body }) => {
          assertOrganisationCaller(auth);
          const id = body.id ?? newId();
          await withUniqueFields(
            () => tx.insert(table).values({ organisationId: auth.organisationId, id, ...partyValues(body), createdBy: auth.userId, updatedBy: auth.userId }),
            uniqueFields,
          );
          return mustGet(tx, id);
        },
      },
      tags,
    );

    defineRoute(
      app,
      {
        method: 'PUT',
        url: `/${def.url}`,
        summary: `Update a ${def.noun} (send the version you edited)`,
        permission: permission('update'),
        body: partyUpdateSchema,
        response: partySchema,
        handler: async ({ tx, auth, body }) => {
          assertOrganisationCaller(auth);
          await mustGet(tx, body.id);
          await withUniqueFields(
            () => updateAtVersion(tx, table, { id: body.id, version: body.version, userId: auth.userId }, partyValues(body), () => getParty(tx, kind, body.id)),
            uniqueFields,
          );
          return mustGet(tx, body.id);
        },
      },
      tags,
    );

    defineRoute(
      app,
      {
        method: 'DELETE',
        url: `/${def.url}`,
        summary: `Delete a ${def.noun} no asset names`,
        permission: permission('delete'),
        body: deleteByIdBodySchema,
        response: deletedSchema,
        handler: async ({ tx, auth, body }) => {
          assertOrganisationCaller(auth);
          const current = await mustGet(tx, body.id);
          assertUnreferenced(`The ${def.noun} "${current.name}"`, [
            await findReferences(tx, { table: asset, name: asset.code, where: eq(def.assetColumn, body.id) }, ['asset', 'assets']),
          ]);
          await tx.delete(table).where(eq(table.id, body.id));
          return { id: body.id };
        },
      },
      tags,
    );
  };
}

export async function catalogueRoutes(app: FastifyInstance) {
  await app.register(assetTypeRoutes);
  await app.register(partyRoutes('manufacturer'));
  await app.register(partyRoutes('supplier'));
}
