import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { purgeExpiredKeys } from '../lib/idempotency';
import { purgeOldAttempts } from '../services/account/sign-in-limits';

const HOUR = 60 * 60 * 1000;

/** Hourly housekeeping: expired idempotency keys and old sign-in attempts. Returns a stop function. */
export function startMaintenance(db: Db, log: FastifyBaseLogger): () => void {
  async function run() {
    try {
      const keys = await purgeExpiredKeys(db);
      await purgeOldAttempts(db);
      if (keys > 0) log.info({ keys }, 'purged expired idempotency keys');
    } catch (error) {
      log.error({ err: error }, 'maintenance failed');
    }
  }
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
