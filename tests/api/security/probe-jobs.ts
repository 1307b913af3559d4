import { JOB_STATUS_LABELS, isFinished } from '../../../src/domain/file-jobs';
import type { FileJob, JobStatus } from '../../../src/domain/file-jobs';
import type { TestApp } from '../../support/test-app';
import type { Answer, Probe, Secrets } from './probes';
import { call, judge, send } from './probes';

/** Long enough for a small import or export on a loaded machine; the world's jobs take well under a second. */
const JOB_TIMEOUT_MS = 30_000;
const POLL_MS = 50;

export interface Followed {
  /** Requests made following the job: its GetById (however often polled) and its Download count once each. */
  attempts: number;
  problems: string[];
}

function jobOf(answer: Answer): FileJob | null {
  const data = answer.json?.data as Partial<FileJob> | undefined;
  return typeof data?.id === 'string' && typeof data.status === 'number' ? (data as FileJob) : null;
}

/** Polls a job by GetById as `token` until it has ended; every answer is judged on the way. */
export async function waitForJob(
  t: TestApp,
  token: string,
  id: string,
  judged: (probe: Probe, answer: Answer) => string | null = () => null,
): Promise<{ job: FileJob | null; problem: string | null }> {
  const poll = call('GET', `/api/file/FileProcessQueue/GetById?id=${id}`, undefined, 'list');
  const until = Date.now() + JOB_TIMEOUT_MS;
  for (;;) {
    const answer = await send(t, token, poll);
    const reason = judged(poll, answer) ?? (answer.status === 200 ? null : `answered ${answer.status}`);
    const job = jobOf(answer);
    if (reason || !job) return { job: null, problem: `${poll.path}: ${reason ?? 'answered no job'}` };
    if (isFinished(job.status as JobStatus)) return { job, problem: null };
    if (Date.now() > until)
      return { job, problem: `job ${id} still ${job.status} after ${JOB_TIMEOUT_MS} ms` };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Follows the job a probe's answer queued, as the caller: each poll of it and its result file are judged like
 * a list (they may show the caller's own records, nothing of the other tenant's), and it must end as the
 * probe expects. A job that failed, or an export holding none of the caller's own rows, proves nothing.
 */
export async function followJob(
  t: TestApp,
  token: string,
  probe: Probe,
  answer: Answer,
  secrets: Secrets,
): Promise<Followed> {
  const expected = probe.job;
  const queued = jobOf(answer);
  if (!expected || answer.status !== 200) return { attempts: 0, problems: [] };
  if (!queued) return { attempts: 0, problems: ['answered 200 without a job'] };
  const echoes = probe.echoes ?? [];
  const judged = (followed: Probe, got: Answer) => judge({ ...followed, echoes }, got, secrets);
  const { job, problem } = await waitForJob(t, token, queued.id, judged);
  if (problem || !job) return { attempts: 1, problems: [problem ?? 'no job'] };
  const problems: string[] = [];
  if (job.status !== expected.status) {
    const label = (status: number) => JOB_STATUS_LABELS[status as JobStatus] ?? status;
    problems.push(`job ended ${label(job.status)} (not ${label(expected.status)}): ${job.message}`);
  }
  if (expected.rowsFailed !== undefined && job.rowsFailed !== expected.rowsFailed)
    problems.push(`job refused ${job.rowsFailed} rows of ${job.rowsTotal} (not ${expected.rowsFailed})`);
  if (!job.resultFileName) {
    if (expected.shows?.length) problems.push('job has no result file');
    return { attempts: 1, problems };
  }
  const download = call('GET', `/api/file/FileProcessQueue/Download?id=${job.id}`, undefined, 'list');
  const file = await send(t, token, download);
  const reason = judged(download, file) ?? (file.status === 200 ? null : `answered ${file.status}`);
  if (reason) problems.push(`${download.path}: ${reason}`);
  for (const text of expected.shows ?? []) {
    if (!file.text.includes(text)) problems.push(`its result file does not show "${text}"`);
  }
  return { attempts: 2, problems };
}
