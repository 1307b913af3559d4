import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { newIdempotencyKey } from '../api/http';

/**
 * One record id and one Idempotency-Key per create form: a create replayed from the outbox, or sent again
 * after a lost answer, makes one record.
 */
export function useCreateIds() {
  const [ids] = useState(() => ({ id: uuidv7(), idempotencyKey: newIdempotencyKey() }));
  return ids;
}
