import type { z } from 'zod';
import { deletedSchema } from '../fields';
import { queue } from '../offline-action-kit';
import { creates, deletes, edits, type RecordNoun } from '../offline-record-actions';
import { defineContract, type ContractPermission, type ContractService } from './kit';

interface Write {
  summary: string;
  permission: ContractPermission;
}

/**
 * The create, update and delete of one kind of record at its path (`POST`, `PUT` and `DELETE Crew`), each
 * queued offline and named for a person by `noun` ("Create crew North Line 2"). Update and delete take the
 * record's id in `id` (the query); create and update answer the record.
 */
export function recordWriteContracts<
  const S extends ContractService,
  R extends z.ZodType,
  I extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
>(spec: {
  service: S;
  path: string;
  noun: RecordNoun;
  response: R;
  id: I;
  create: Write & { body: C };
  update: Write & { body: U };
  remove: Write;
}) {
  const { service, path, noun, response, id } = spec;
  return {
    create: defineContract({
      service,
      method: 'POST',
      path,
      ...spec.create,
      response,
      offline: queue(creates(noun)),
    }),
    update: defineContract({
      service,
      method: 'PUT',
      path,
      ...spec.update,
      query: id,
      response,
      offline: queue(edits(noun)),
    }),
    remove: defineContract({
      service,
      method: 'DELETE',
      path,
      ...spec.remove,
      query: id,
      response: deletedSchema,
      offline: queue(deletes(noun)),
    }),
  };
}
