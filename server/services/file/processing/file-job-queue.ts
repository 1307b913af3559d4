import type { FileJobRunner } from './file-job-runner';
import type { JobEngine, QueueDefinition } from '../../../lib/job-engine';

export const FILE_JOB_QUEUE = 'file-job';
const FILE_JOB_SWEEP_QUEUE = 'file-job-sweep';
const SWEEP_BATCH = 500;

/**
 * Delivers every unfinished file job nobody holds: a job whose delivery was lost (the process stopped
 * between the request's commit and its send) and a job a stopped process abandoned mid-way. A job already
 * waiting for delivery is not queued twice (policy 'short' with the job id as singleton key), and a second
 * delivery of a running job finds it leased and does nothing.
 */
export async function deliverUnleasedFileJobs(
  runner: FileJobRunner,
  engine: Pick<JobEngine, 'send'>,
): Promise<void> {
  for (const key of await runner.unleased(SWEEP_BATCH)) {
    await engine.send(FILE_JOB_QUEUE, { ...key }, { singletonKey: key.jobId });
  }
}

function jobKey(data: Record<string, unknown>) {
  const { organisationId, jobId } = data;
  return typeof organisationId === 'string' && typeof jobId === 'string' ? { organisationId, jobId } : null;
}

/** The file-job queue (imports and exports) and its sweep, every minute, across processes once. */
export function fileJobQueues(
  runner: FileJobRunner,
  engine: Pick<JobEngine, 'send'>,
  concurrency: number,
): QueueDefinition[] {
  return [
    {
      name: FILE_JOB_QUEUE,
      policy: 'short',
      concurrency,
      // A delivery outliving this is failed by pg-boss; the job itself goes on under its lease meanwhile.
      expireInSeconds: 4 * 60 * 60,
      pollingIntervalSeconds: 2,
      async handler(data) {
        const key = jobKey(data);
        if (key) await runner.run(key);
      },
    },
    {
      name: FILE_JOB_SWEEP_QUEUE,
      policy: 'short',
      concurrency: 1,
      expireInSeconds: 5 * 60,
      pollingIntervalSeconds: 15,
      schedule: '* * * * *',
      handler: () => deliverUnleasedFileJobs(runner, engine),
    },
  ];
}
