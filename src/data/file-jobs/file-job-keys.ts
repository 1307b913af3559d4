import { onlineManager } from '@tanstack/react-query';
import { FILE_JOB_MESSAGES } from '../../domain/messages';
import { WriteQueuedError } from '../../api/errors';
import { createQueryKeys } from '../query-keys';

/** Import and export jobs: `fileJobKeys.list({ dataType, operationType, page, pageSize })` is one history page. */
export const fileJobKeys = createQueryKeys('fileJobs');

/**
 * Imports, exports and their files are online only: a queued upload would hold a whole workbook in the outbox
 * and answer nobody, and a queued export would produce a file nobody is waiting for. So they are refused
 * before anything is sent while offline.
 */
export class NeedsConnectionError extends Error {
  override readonly name = 'NeedsConnectionError';

  constructor() {
    super(FILE_JOB_MESSAGES.needsConnection);
  }
}

/**
 * Runs an online-only call. The service worker never queues these (the offline route table), but a worker
 * installed before that rule could still answer "kept in the outbox": that too means the call did not happen.
 */
export async function onlineOnly<T>(call: () => Promise<T>): Promise<T> {
  if (!onlineManager.isOnline()) throw new NeedsConnectionError();
  try {
    return await call();
  } catch (error) {
    if (error instanceof WriteQueuedError) throw new NeedsConnectionError();
    throw error;
  }
}
