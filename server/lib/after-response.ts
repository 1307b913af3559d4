import type { FastifyRequest } from 'fastify';

export interface PendingJob {
  queue: string;
  data: Record<string, unknown>;
  singletonKey?: string;
}

const pending = new WeakMap<FastifyRequest, PendingJob[]>();

/**
 * Asks for a job to be queued once the request has answered successfully. A route's writes commit before its
 * response is sent, so the job never runs ahead of the rows it works on; a job lost between the two (the
 * process stopped) is found again by its queue's sweep.
 */
export function sendAfterResponse(request: FastifyRequest, job: PendingJob): void {
  const list = pending.get(request) ?? [];
  list.push(job);
  pending.set(request, list);
}

export function takePendingJobs(request: FastifyRequest): PendingJob[] {
  const list = pending.get(request) ?? [];
  pending.delete(request);
  return list;
}
