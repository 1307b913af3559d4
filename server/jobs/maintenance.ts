import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { purgeExpiredKeys } from '../lib/idempotency';
import { purgeOldAttempts } from '../services/account/auth/sign-in-limits';
import type { QueueDefinition } from '../lib/job-engine';

export const MAINTENANCE_QUEUE = 'maintenance';

/** Hourly housekeeping: expired idempotency keys and old sign-in attempts. Both purges are idempotent. */
export function maintenanceQueue(db: Db, log: FastifyBaseLogger): QueueDefinition {
  return {
    name: MAINTENANCE_QUEUE,
    policy: 'short',
    concurrency: 1,
    expireInSeconds: 15 * 60,
    pollingIntervalSeconds: 30,
    schedule: '0 * * * *',
    async handler() {
      const keys = await purgeExpiredKeys(db);
      await purgeOldAttempts(db);
      if (keys > 0) log.info({ keys }, 'purged expired idempotency keys');
    },
  };
}
