import { z } from 'zod';
import { read } from '../../offline-action-kit';
import { citySchema, countrySchema, industrySchema, stateSchema } from '../../reference-data';
import { queryInt } from '../../validation';
import { defineContract } from '../kit';

const service = 'organisation';
const tags = ['Reference data'];

export const getAllCountries = defineContract({
  service,
  method: 'GET',
  path: 'Country/GetAll',
  tags,
  summary: 'Every country',
  permission: 'signed-in',
  response: z.array(countrySchema),
  offline: read,
});

export const getStatesByCountry = defineContract({
  service,
  method: 'GET',
  path: 'States/GetStatesByCountry',
  tags,
  summary: 'States of a country',
  permission: 'signed-in',
  query: z.strictObject({ countryId: queryInt() }),
  response: z.array(stateSchema),
  offline: read,
});

export const getCitiesByState = defineContract({
  service,
  method: 'GET',
  path: 'City/GetCitiesByState',
  tags,
  summary: 'Cities of a state',
  permission: 'signed-in',
  query: z.strictObject({ stateId: queryInt() }),
  response: z.array(citySchema),
  offline: read,
});

export const getAllIndustries = defineContract({
  service,
  method: 'GET',
  path: 'Industry/GetAll',
  tags,
  summary: 'Industries an organisation can belong to',
  permission: 'signed-in',
  response: z.array(industrySchema),
  offline: read,
});
