import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../../tests/support/dom-polyfills';
import { dataResponse, stubFetch, type SentRequest } from '../../../tests/support/fetch-stub';
import { renderRoutes } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import { fileJob } from '../../../tests/support/file-job-fixtures';
import type { FileJob } from '../../domain/file-jobs';
import { HISTORY_POLL_MS } from './api/get-file-job-history';
import { ImportExportHistoryPage } from './ImportExportHistory.page';

const RUNNING = fileJob({
  id: '01890a5d-ac96-7000-8000-0000000f0002',
  status: 2,
  fileName: 'kamrup-crews.xlsx',
  rowsTotal: 300,
  rowsDone: 120,
  rowsFailed: 3,
  statusHistory: [
    { status: 1, at: '2026-03-14T09:30:00.000Z', message: null },
    { status: 2, at: '2026-03-14T09:30:02.000Z', message: null },
  ],
});
const FINISHED = { ...RUNNING, status: 5, rowsDone: 297, finishedAt: '2026-03-14T09:31:00.000Z' };
const FINISHED_WITH_RESULT: FileJob = {
  ...FINISHED,
  resultFileName: 'kamrup-crews-rejected.xlsx',
  message: '3 rows were rejected.',
  statusHistory: [
    ...RUNNING.statusHistory,
    { status: 5, at: '2026-03-14T09:31:00.000Z', message: '3 rows were rejected.' },
  ],
};
const EARLIER = fileJob({
  status: 3,
  fileName: 'crews-january.xlsx',
  rowsTotal: 40,
  rowsDone: 40,
  createdByName: 'Ratul Kalita',
  finishedAt: '2026-01-10T08:00:00.000Z',
});

const historyCalls = (sent: SentRequest[]) =>
  sent.filter((request) => request.url.endsWith('FileProcessQueue/GetFileProcessQueueHistory'));

function stubServer(pages: () => FileJob[]) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) {
      return dataResponse(sessionInfo(['importExport.view', 'crew.view', 'crew.import']));
    }
    if (request.url.endsWith('GetFileProcessQueueHistory')) {
      const jobs = pages();
      return dataResponse({ fileProcessQueues: jobs, pageTotal: jobs.length });
    }
    if (request.url.includes('FileProcessQueue/Download') || request.url.includes('SampleFile/Get')) {
      // A string body: undici's Response cannot read jsdom's Blob.
      return new Response('PK', {
        status: 200,
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      });
    }
    return dataResponse(null);
  });
}

function render(route = '/import-export-history/3/1') {
  return renderRoutes(
    [{ path: '/import-export-history/:dataTypeId/:operationTypeId', element: <ImportExportHistoryPage /> }],
    { route },
  );
}

const table = () => screen.findByRole('table', { name: 'Crews: imports' });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

let saved: string[];
beforeEach(() => {
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  setViewportWidth(1280);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/import-export-history/:dataTypeId/:operationTypeId', { timeout: 20_000 }, () => {
  it('lists one data type’s imports newest first with status, progress, rows, who and when', async () => {
    const sent = stubServer(() => [RUNNING, EARLIER]);
    render();
    expect(await screen.findByRole('heading', { name: 'Crews: imports' })).toBeInTheDocument();
    await table();
    expect(historyCalls(sent)[0]!.body).toEqual({ dataType: 3, operationType: 1, page: 1, pageSize: 10 });

    const running = rowOf('kamrup-crews.xlsx');
    expect(within(running).getByText('Processing')).toBeInTheDocument();
    const bar = within(running).getByRole('progressbar', { name: /kamrup-crews.xlsx: 120 \/ 300 rows/ });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(running).getByText('120 / 300 rows')).toBeInTheDocument();
    expect(within(running).getByText('3 failed')).toBeInTheDocument();
    expect(within(running).getByText('Priya Sharma')).toBeInTheDocument();

    const earlier = rowOf('crews-january.xlsx');
    expect(within(earlier).getByText('Completed')).toBeInTheDocument();
    expect(within(earlier).getByText('40 done')).toBeInTheDocument();
    expect(within(earlier).getByText('0 failed')).toBeInTheDocument();
    expect(within(earlier).getByText('Ratul Kalita')).toBeInTheDocument();
    expect(screen.getByText('1 - 2 items of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crews' })).toHaveAttribute('href', '/user-management/crew');
  });

  it('moves the progress without a reload and stops asking once every job has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const answers = [[RUNNING], [{ ...RUNNING, rowsDone: 240 }], [FINISHED_WITH_RESULT]];
    const sent = stubServer(() => answers[Math.min(polls++, answers.length - 1)]!);
    render();
    await table();
    const bar = () => within(rowOf('kamrup-crews.xlsx')).getByRole('progressbar');
    expect(bar()).toHaveAttribute('aria-valuenow', '40');

    await act(() => vi.advanceTimersByTimeAsync(HISTORY_POLL_MS));
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '80'));
    expect(within(rowOf('kamrup-crews.xlsx')).getByText('240 / 300 rows')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(HISTORY_POLL_MS));
    await waitFor(() =>
      expect(within(rowOf('kamrup-crews.xlsx')).getByText('Completed with errors')).toBeInTheDocument(),
    );
    expect(within(rowOf('kamrup-crews.xlsx')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(rowOf('kamrup-crews.xlsx')).getByText('297 done')).toBeInTheDocument();
    expect(historyCalls(sent)).toHaveLength(3);

    await act(() => vi.advanceTimersByTimeAsync(HISTORY_POLL_MS * 5));
    expect(historyCalls(sent)).toHaveLength(3);
  });

  it('downloads the rejected rows of an import, and the sample file', async () => {
    const sent = stubServer(() => [FINISHED_WITH_RESULT]);
    const user = userEvent.setup();
    render();
    await table();
    await user.click(screen.getByRole('button', { name: 'Rejected rows of kamrup-crews.xlsx' }));
    await waitFor(() => expect(saved).toEqual(['kamrup-crews-rejected.xlsx']));
    expect(sent.find((request) => request.url.includes('FileProcessQueue/Download'))!.url).toContain(
      `id=${RUNNING.id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Download the sample file' }));
    await waitFor(() => expect(saved).toEqual(['kamrup-crews-rejected.xlsx', 'template.xlsx']));
    expect(sent.find((request) => request.url.includes('SampleFile/Get'))!.url).toContain('dataType=3');
  });

  it('opens a job’s status history', async () => {
    stubServer(() => [FINISHED_WITH_RESULT]);
    const user = userEvent.setup();
    render();
    await table();
    await user.click(screen.getByRole('button', { name: 'Details of kamrup-crews.xlsx' }));
    const drawer = await screen.findByRole('dialog', { name: 'kamrup-crews.xlsx' });
    const timeline = within(drawer).getByLabelText('Status history of kamrup-crews.xlsx');
    expect(within(timeline).getByText('Queued')).toBeInTheDocument();
    expect(within(timeline).getByText('Processing')).toBeInTheDocument();
    expect(within(timeline).getByText('Completed with errors')).toBeInTheDocument();
    expect(within(drawer).getAllByText('3 rows were rejected.').length).toBeGreaterThan(0);
  });

  it('names exports and switches between the two directions of a data type that has both', async () => {
    const sent = stubServer(() => []);
    const user = userEvent.setup();
    render('/import-export-history/7/2');
    expect(await screen.findByRole('heading', { name: 'Work locations: exports' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing has been exported yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download the sample file' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Imports' }));
    expect(await screen.findByRole('heading', { name: 'Work locations: imports' })).toBeInTheDocument();
    await waitFor(() =>
      expect(historyCalls(sent).at(-1)!.body).toMatchObject({ dataType: 7, operationType: 1 }),
    );
  });

  it('turns the jobs into cards on a 360 px phone', async () => {
    setViewportWidth(360);
    stubServer(() => [RUNNING, EARLIER]);
    render();
    const cards = await screen.findByRole('list', { name: 'Crews: imports' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [running] = within(cards).getAllByRole('listitem');
    expect(within(running!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(
      within(running!).getByRole('button', { name: 'Details of kamrup-crews.xlsx' }),
    ).toBeInTheDocument();
  });

  it('says so for a data type or direction that does not exist', async () => {
    const sent = stubServer(() => []);
    render('/import-export-history/3/2');
    expect(await screen.findByRole('heading', { name: 'No such history' })).toBeInTheDocument();
    expect(historyCalls(sent)).toHaveLength(0);
  });
});
