import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../../data/query-keys';
import { setViewportWidth } from '../../../tests/support/dom-polyfills';
import { dataResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import type { PermissionKey } from '../../domain/permissions';
import { fileJob } from '../../../tests/support/file-job-fixtures';
import { FileJobActions, type FileJobActionsProps } from './FileJobActions';

function stubServer(permissions: PermissionKey[]) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) return dataResponse(sessionInfo(permissions));
    if (request.url.endsWith('Warehouse/Export')) {
      return dataResponse(fileJob({ dataType: 2, operationType: 2, fileName: 'warehouses.xlsx' }));
    }
    return dataResponse(null);
  });
}

async function render(permissions: PermissionKey[], props: FileJobActionsProps) {
  const sent = stubServer(permissions);
  const { queryClient } = renderWithProviders(
    <div data-testid="actions">
      <FileJobActions {...props} />
    </div>,
  );
  // Nothing permission-bound shows before the session is there: wait for it, so "hidden" means refused.
  await waitFor(() => expect(queryClient.getQueryData(authKeys.session())).toBeDefined());
  return sent;
}

const actions = () => within(screen.getByTestId('actions'));

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  setViewportWidth(1280);
});

describe('FileJobActions', { timeout: 15_000 }, () => {
  it('shows nothing to a user without the import, export or history keys', async () => {
    await render(['crew.view', 'crew.create'], { dataType: 'crew' });
    expect(actions().queryByRole('button')).not.toBeInTheDocument();
    expect(actions().queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows Import with the import key, History with importExport.view, and no Export where there is none', async () => {
    await render(['crew.view', 'crew.import', 'importExport.view'], { dataType: 'crew' });
    expect(await actions().findByRole('button', { name: 'Import' })).toBeInTheDocument();
    expect(actions().queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(actions().getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/import-export-history/3/1',
    );
  });

  it('hides Export without the export key, and History without importExport.view', async () => {
    await render(['warehouse.view', 'warehouse.import'], { dataType: 'warehouse' });
    expect(await actions().findByRole('button', { name: 'Import' })).toBeInTheDocument();
    expect(actions().queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(actions().queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
  });

  it('hides Import where the screen’s own rule refuses creating (organisations, for their administrator)', async () => {
    await render(['organisation.import', 'organisation.export'], {
      dataType: 'organisation',
      mayImport: false,
    });
    expect(await actions().findByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(actions().queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('opens the upload dialog from Import', async () => {
    await render(['crew.import'], { dataType: 'crew' });
    await userEvent.setup().click(await actions().findByRole('button', { name: 'Import' }));
    expect(screen.getByRole('dialog', { name: 'Import crews' })).toBeInTheDocument();
  });

  it('exports with the list’s filters, without its paging, and links the toast to the export history', async () => {
    const sent = await render(['warehouse.export'], {
      dataType: 'warehouse',
      filter: { page: 3, pageSize: 20, searchString: 'Guwahati' },
    });
    await userEvent.setup().click(await actions().findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export queued')).toBeInTheDocument();
    const call = sent.find((request) => request.url.endsWith('/api/organisation/Warehouse/Export'))!;
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ searchString: 'Guwahati' });
    expect(screen.getByRole('link', { name: 'Download it from the export history' })).toHaveAttribute(
      'href',
      '/import-export-history/2/2',
    );
  });

  it('keeps Import and Export from working offline and says they need a connection', async () => {
    const sent = await render(['warehouse.import', 'warehouse.export'], { dataType: 'warehouse' });
    act(() => onlineManager.setOnline(false));
    const user = userEvent.setup();
    const exportButton = await actions().findByRole('button', { name: 'Export' });
    expect(exportButton).toHaveAttribute('aria-disabled', 'true');
    expect(actions().getByRole('button', { name: 'Import' })).toHaveAttribute('aria-disabled', 'true');
    expect(exportButton).toHaveAccessibleDescription('Import and export need a connection.');

    await user.click(exportButton);
    await user.click(actions().getByRole('button', { name: 'Import' }));
    expect(sent.some((request) => request.url.endsWith('Export'))).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns into named 44 px icon buttons on a phone', async () => {
    setViewportWidth(360);
    await render(['warehouse.import', 'warehouse.export', 'importExport.view'], { dataType: 'warehouse' });
    expect(await actions().findByRole('button', { name: 'Import' })).not.toHaveTextContent('Import');
    expect(actions().getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(actions().getByRole('link', { name: 'History' })).toBeInTheDocument();
  });
});
