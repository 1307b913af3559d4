import { and, eq, lt, sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../src/domain/messages';
import type { Db, Tx } from '../db/client';
import { idempotencyKey } from '../db/schema/index';
import { sha256 } from '../crypto';
import { HttpError, badRequest } from './http-errors';

export interface StoredResponse {
  statusCode: number;
  body: string;
}

export interface IdempotencyClaim {
  organisationId: string;
  userId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,100}$/;

export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !KEY_PATTERN.test(value)) {
    throw badRequest('Idempotency-Key must be 8 to 100 letters, digits or - _ : .', [
      { field: 'IdempotencyKey', message: 'Idempotency-Key must be 8 to 100 letters, digits or - _ : .' },
    ]);
  }
  return value;
}

export function requestHash(method: string, path: string, body: unknown): string {
  return sha256(`${method} ${path} ${JSON.stringify(body ?? null)}`);
}

/** The stored first response for this key, if the write already completed. */
export async function findStored(db: Db | Tx, claim: IdempotencyClaim): Promise<StoredResponse | null> {
  const rows = await db
    .select()
    .from(idempotencyKey)
    .where(
      and(
        eq(idempotencyKey.organisationId, claim.organisationId),
        eq(idempotencyKey.userId, claim.userId),
        eq(idempotencyKey.key, claim.key),
      ),
    );
  const row = rows[0];
  if (!row || row.statusCode === null || row.response === null) return null;
  if (row.requestHash !== claim.requestHash) {
    throw new HttpError(422, 'Idempotency-Key reused', SERVER_MESSAGES.idempotencyMismatch);
  }
  return { statusCode: row.statusCode, body: row.response };
}

/**
 * Claims the key inside the write's own transaction. A concurrent request with the same key blocks on the
 * unique key until this transaction ends, so the write happens once; returns false if the key was taken.
 */
export async function claimKey(tx: Tx, claim: IdempotencyClaim): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKey)
    .values({ ...claim })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  return inserted.length === 1;
}

export async function storeResponse(
  tx: Tx,
  claim: IdempotencyClaim,
  response: StoredResponse,
): Promise<void> {
  await tx
    .update(idempotencyKey)
    .set({ statusCode: response.statusCode, response: response.body })
    .where(
      and(
        eq(idempotencyKey.organisationId, claim.organisationId),
        eq(idempotencyKey.userId, claim.userId),
        eq(idempotencyKey.key, claim.key),
      ),
    );
}

/** Keys are kept for a day: long enough for any outbox replay, short enough to keep the table small. */
export async function purgeExpiredKeys(db: Db): Promise<number> {
  const result = await db
    .delete(idempotencyKey)
    .where(lt(idempotencyKey.createdAt, sql`now() - interval '1 day'`))
    .returning({ key: idempotencyKey.key });
  return result.length;
}
