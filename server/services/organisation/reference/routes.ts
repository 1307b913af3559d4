import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/organisation/index';
import { city, country, industry, state } from '../../../db/schema/index';
import { defineRoute } from '../../../lib/route';

export async function referenceRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllCountries, {
    handler: ({ tx }) => tx.select().from(country).orderBy(asc(country.name)),
  });

  defineRoute(app, contracts.getStatesByCountry, {
    handler: ({ tx, query }) =>
      tx.select().from(state).where(eq(state.countryId, query.countryId)).orderBy(asc(state.name)),
  });

  defineRoute(app, contracts.getCitiesByState, {
    handler: ({ tx, query }) =>
      tx.select().from(city).where(eq(city.stateId, query.stateId)).orderBy(asc(city.name)),
  });

  defineRoute(app, contracts.getAllIndustries, {
    handler: ({ tx }) => tx.select().from(industry).orderBy(asc(industry.id)),
  });
}
