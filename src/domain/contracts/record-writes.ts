import type { z } from 'zod';
import { deletedSchema } from '../fields';
import { queue } from '../offline-action-kit';
import { creates, deletes, edits, type RecordNoun } from '../offline-record-actions';
import { defineContract, type ContractPermission, type ContractService } from './kit';

interface Write {
  summary: string;
  permission: ContractPermission;
}

type Optional = z.ZodType | undefined;

/**
 * The create, update and delete of one kind of record at its path (`POST`, `PUT` and `DELETE Crew`), each
 * queued offline and named for a person by `noun` ("Create crew North Line 2"); create and update answer the
 * record. Update and delete name the record in the query (`idQuery`), or else update in its body and delete
 * in `deleteBody`.
 */
export function recordWriteContracts<
  const S extends ContractService,
  R extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  I extends Optional = undefined,
  D extends Optional = undefined,
>(spec: {
  service: S;
  path: string;
  noun: RecordNoun;
  response: R;
  idQuery?: I;
  deleteBody?: D;
  create: Write & { body: C };
  update: Write & { body: U };
  remove: Write;
}) {
  const { service, path, noun, response, idQuery, deleteBody } = spec;
  return {
    create: defineContract({
      service,
      method: 'POST',
      path,
      ...spec.create,
      response,
      offline: queue(creates(noun)),
    }),
    update: defineContract<S, 'PUT', R, undefined, I, U>({
      service,
      method: 'PUT',
      path,
      ...spec.update,
      query: idQuery,
      response,
      offline: queue(edits(noun)),
    }),
    remove: defineContract<S, 'DELETE', typeof deletedSchema, undefined, I, D>({
      service,
      method: 'DELETE',
      path,
      ...spec.remove,
      query: idQuery,
      body: deleteBody,
      response: deletedSchema,
      offline: queue(deletes(noun)),
    }),
  };
}
