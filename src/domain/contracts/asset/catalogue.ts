import { z } from 'zod';
import { camelQuery, idQuerySchema, organisationIdField } from '../../fields';
import type { RecordNoun } from '../../offline-record-actions';

/** `?id` (any case) of the catalogue's by-id calls. */
export const idQuery = camelQuery(idQuerySchema);

/** `?organisationId` of the catalogue's whole lists. */
export const organisationQuery = camelQuery(z.strictObject(organisationIdField));

/** Catalogue records name their record in the body (`{ id, ... }`), assets in `?id` for a delete. */
export const byBody = (resource: string, noun: string): RecordNoun => ({
  resource,
  noun,
  idAt: ['body.id', 'query.id'],
});
