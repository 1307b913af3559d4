import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { city, country, industry, state } from '../../../db/schema/index';
import { defineRoute } from '../../../lib/route';
import {
  citySchema,
  countrySchema,
  industrySchema,
  stateSchema,
} from '../../../../src/domain/reference-data';
import { queryInt } from '../../../../src/domain/validation';

const tags = ['Reference data'];
export async function referenceRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Country/GetAll',
      summary: 'Every country',
      permission: 'signed-in',
      response: z.array(countrySchema),
      handler: ({ tx }) => tx.select().from(country).orderBy(asc(country.name)),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/States/GetStatesByCountry',
      summary: 'States of a country',
      permission: 'signed-in',
      query: z.strictObject({ countryId: queryInt() }),
      response: z.array(stateSchema),
      handler: ({ tx, query }) =>
        tx.select().from(state).where(eq(state.countryId, query.countryId)).orderBy(asc(state.name)),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/City/GetCitiesByState',
      summary: 'Cities of a state',
      permission: 'signed-in',
      query: z.strictObject({ stateId: queryInt() }),
      response: z.array(citySchema),
      handler: ({ tx, query }) =>
        tx.select().from(city).where(eq(city.stateId, query.stateId)).orderBy(asc(city.name)),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Industry/GetAll',
      summary: 'Industries an organisation can belong to',
      permission: 'signed-in',
      response: z.array(industrySchema),
      handler: ({ tx }) => tx.select().from(industry).orderBy(asc(industry.id)),
    },
    tags,
  );
}
