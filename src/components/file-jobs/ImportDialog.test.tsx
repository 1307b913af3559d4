import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderRoutes } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import { fileJob } from '../../../tests/support/file-job-fixtures';
import { ImportDialog } from './ImportDialog';

function HistoryProbe() {
  const location = useLocation();
  return <p>History at {location.pathname}</p>;
}

function stubServer(upload: () => Response = () => dataResponse(fileJob({ fileName: 'crews.xlsx' }))) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) return dataResponse(sessionInfo(['crew.view', 'crew.import']));
    if (request.url.endsWith('Crew/Import')) return upload();
    return dataResponse(null);
  });
}

function render(onClose = vi.fn()) {
  return renderRoutes([
    { path: '/', element: <ImportDialog dataType="crew" opened onClose={onClose} /> },
    { path: '/import-export-history/:dataTypeId/:operationTypeId', element: <HistoryProbe /> },
  ]);
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const workbook = (name = 'crews.xlsx') =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('ImportDialog', { timeout: 15_000 }, () => {
  it('says "File is required." when submitted without a file, and sends nothing', async () => {
    const sent = stubServer();
    render();
    expect(screen.getByRole('dialog', { name: 'Import crews' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('File is required.')).toBeInTheDocument();
    expect(sent.some((request) => request.url.includes('Import'))).toBe(false);
  });

  it('offers .xlsx and .csv files and the sample file', () => {
    stubServer();
    render();
    expect(fileInput()).toHaveAttribute('accept', '.xlsx,.csv');
    expect(screen.getByRole('button', { name: 'Download the sample file' })).toBeInTheDocument();
  });

  it('uploads the workbook as multipart field "file" and links the toast to the import history', async () => {
    const sent = stubServer();
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { router } = render(onClose);
    await user.upload(fileInput(), workbook());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Import queued')).toBeInTheDocument();
    const upload = sent.find((request) => request.url.endsWith('/api/account/Crew/Import'))!;
    expect(upload.method).toBe('POST');
    expect(upload.body).toBeInstanceOf(FormData);
    expect(((upload.body as FormData).get('file') as File).name).toBe('crews.xlsx');
    expect(onClose).toHaveBeenCalled();

    const link = screen.getByRole('link', { name: 'Follow it in the import history' });
    expect(link).toHaveAttribute('href', '/import-export-history/3/1');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/import-export-history/3/1'));
  });

  it('refuses a file that is neither .xlsx nor .csv before sending it', async () => {
    const sent = stubServer();
    const user = userEvent.setup({ applyAccept: false });
    render();
    await user.upload(fileInput(), new File(['%PDF'], 'crews.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose an .xlsx or .csv file.')).toBeInTheDocument();
    expect(sent.some((request) => request.url.includes('Import'))).toBe(false);
  });

  it('shows the server’s title and message when the upload is refused', async () => {
    stubServer(() =>
      errorResponse(422, { title: 'File refused', message: 'Missing required columns: Vendor code.' }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(onClose);
    await user.upload(fileInput(), workbook());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Missing required columns: Vendor code.')).toBeInTheDocument();
    expect(screen.getByText('File refused')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot upload offline and says it needs a connection', async () => {
    const sent = stubServer();
    render();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByText('Import and export need a connection.')).toBeInTheDocument();
    expect(sent.some((request) => request.url.includes('Import'))).toBe(false);
  });
});
