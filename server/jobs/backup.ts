import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { createBackup, formatBytes } from '../backup/backup';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { userAccount } from '../db/schema/index';
import type { QueueDefinition } from '../lib/job-engine';
import { notify } from '../notifications/notify';

export const BACKUP_QUEUE = 'backup';

/**
 * The scheduled backup (BACKUP_DIR set): a snapshot on BACKUP_SCHEDULE, then only the newest BACKUP_KEEP
 * are kept. A failure is told to the installation's platform administrators (their "A scheduled backup has
 * failed" notification) and not retried at once: the next run is the schedule's.
 */
export function backupQueue(
  config: AppConfig,
  database: Database,
  log: FastifyBaseLogger,
  afterNotice: () => Promise<void>,
): QueueDefinition {
  const dir = config.backup.dir!;
  return {
    name: BACKUP_QUEUE,
    policy: 'short',
    concurrency: 1,
    expireInSeconds: 6 * 60 * 60,
    pollingIntervalSeconds: 60,
    schedule: config.backup.schedule,
    async handler() {
      try {
        const result = await createBackup(config, dir, database);
        const removed = await pruneBackups(dir, config.backup.keep);
        log.info(
          {
            file: result.file,
            bytes: result.bytes,
            ms: result.ms,
            holdMs: result.holdMs,
            removed: removed.length,
          },
          `backup written (${formatBytes(result.bytes)})`,
        );
      } catch (error) {
        log.error({ err: error }, 'scheduled backup failed');
        const reason = error instanceof Error ? error.message : String(error);
        await tellPlatformAdministrators(database, `The backup into ${dir} failed: ${reason}`);
        await afterNotice();
      }
    },
  };
}

/** Each organisation's active platform administrators, in their own organisation's feed and mail. */
async function tellPlatformAdministrators(database: Database, body: string): Promise<void> {
  const admins = await database.db
    .select({ organisationId: userAccount.organisationId, id: userAccount.id })
    .from(userAccount)
    .where(and(eq(userAccount.isPlatformAdmin, true), eq(userAccount.isActive, true)));
  const byOrganisation = new Map<string, string[]>();
  for (const admin of admins)
    byOrganisation.set(admin.organisationId, [...(byOrganisation.get(admin.organisationId) ?? []), admin.id]);
  for (const [organisationId, userIds] of byOrganisation)
    await database.db.transaction((tx) =>
      notify(tx, {
        organisationId,
        userIds,
        event: 'backupFailed',
        title: 'A scheduled backup has failed',
        body,
      }),
    );
}

/** The names `npm run backup` and the schedule give their snapshots (dated, so they sort by time). */
const SNAPSHOT_NAME = /^field-console-\d{4}-\d{2}-\d{2}T[\d-]+Z\.backup$/;

/**
 * Keeps the newest `keep` snapshots in `dir` and deletes the older ones; files of other names (a snapshot
 * copied in by hand under another name, anything else) are never touched. Answers the deleted names.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await fs.promises.readdir(dir)).filter((name) => SNAPSHOT_NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await fs.promises.rm(path.join(dir, name), { force: true });
  return old;
}
