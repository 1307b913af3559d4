import type { FastifyInstance } from 'fastify';
import type { Party } from '../../../../src/domain/asset-types';
import { partySchema } from '../../../../src/domain/asset-types';
import { manufacturerContracts, supplierContracts } from '../../../../src/domain/contracts/asset/index';
import type { AnyContract } from '../../../../src/domain/contracts/kit';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { asset } from '../../../db/schema/index';
import { defineCrudRoutes } from '../../../lib/crud';
import { assetsNaming } from '../references';
import type { PartyKind } from './queries';
import { PARTY_TABLES, getParty, listParties } from './queries';
import { createParty, updateParty } from './writes';

const PARTY = {
  manufacturer: {
    contracts: manufacturerContracts,
    noun: 'manufacturer',
    notFound: SERVER_MESSAGES.manufacturerNotFound,
    assetColumn: asset.manufacturerId,
    list: (items: Party[]) => ({ manufacturers: items }),
  },
  supplier: {
    contracts: supplierContracts,
    noun: 'supplier',
    notFound: SERVER_MESSAGES.supplierNotFound,
    assetColumn: asset.supplierId,
    list: (items: Party[]) => ({ suppliers: items }),
  },
} as const;

/** Manufacturer/* or Supplier/*: the same calls over the same record shape. */
export function partyRoutes(kind: PartyKind) {
  const def = PARTY[kind];
  const calls = def.contracts;

  return async function routes(app: FastifyInstance) {
    defineCrudRoutes(app, {
      response: partySchema,
      get: (tx, id) => getParty(tx, kind, id),
      notFound: def.notFound,
      // The two kinds' lists differ in name only (`manufacturers`, `suppliers`): one handler serves both.
      list: {
        contract: calls.list as AnyContract & { method: 'GET' },
        list: async (tx) => def.list(await listParties(tx, kind)),
      },
      byId: { contract: calls.byId },
      create: { contract: calls.create, create: (tx, auth, body) => createParty(kind, tx, auth, body) },
      update: {
        contract: calls.update,
        organisationOnly: true,
        update: (tx, auth, id, body) => updateParty(kind, tx, auth, id, body),
      },
      remove: {
        contract: calls.remove,
        organisationOnly: true,
        table: PARTY_TABLES[kind],
        subject: (current) => `The ${def.noun} "${current.name}"`,
        references: assetsNaming(def.assetColumn),
      },
    });
  };
}
