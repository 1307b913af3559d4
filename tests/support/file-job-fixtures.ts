import type { FileJob } from '../../src/domain/file-jobs';

/** A job as the file service answers it; a queued crew import unless told otherwise. For tests. */
export function fileJob(overrides: Partial<FileJob> = {}): FileJob {
  return {
    id: '01890a5d-ac96-7000-8000-0000000f0001',
    dataType: 3,
    operationType: 1,
    status: 1,
    fileName: 'crews.xlsx',
    rowsTotal: null,
    rowsDone: 0,
    rowsFailed: 0,
    message: null,
    resultFileName: null,
    createdByName: 'Priya Sharma',
    createdAt: '2026-03-14T09:30:00.000Z',
    finishedAt: null,
    statusHistory: [{ status: 1, at: '2026-03-14T09:30:00.000Z', message: null }],
    ...overrides,
  };
}
