import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import { WorkforcePage } from './Workforce.page';

function person(index: number) {
  return {
    id: `01890a5d-ac96-7000-8000-${String(index).padStart(12, '0')}`,
    kind: 1,
    name: `Field Worker ${String(index).padStart(3, '0')}`,
    email: `worker${index}@field.example`,
    phone: null,
    employeeCode: `FW-${index}`,
    vendorId: null,
    vendorName: null,
    supervisorId: null,
    supervisorName: null,
    isActive: true,
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A workforce of `total` people, served 100 a page. */
function stubWorkforce(total: number) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session'))
      return dataResponse(sessionInfo(['workforce.view', 'workforce.create']));
    if (request.url.endsWith('GetAllVendors')) return dataResponse({ vendors: [], pageTotal: 0 });
    const { page, pageSize } = request.body as { page: number; pageSize: number };
    const first = (page - 1) * pageSize + 1;
    const count = Math.max(0, Math.min(pageSize, total - first + 1));
    return dataResponse({
      workforce: Array.from({ length: count }, (_, i) => person(first + i)),
      pageTotal: total,
    });
  });
}

afterEach(() => vi.unstubAllGlobals());

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('/user-management/mobile-user', { timeout: 15_000 }, () => {
  it('shows the first 100 of 150 and loads the rest with "Load more"', async () => {
    const sent = stubWorkforce(150);
    renderWithProviders(<WorkforcePage />);
    const table = await screen.findByRole('table', { name: 'Mobile workforce' });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(screen.getByText('Showing 100 of 150')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(151));
    expect(screen.getByText('Showing 150 of 150')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const lists = sent.filter((request) => request.url.endsWith('Workforce/GetAll'));
    expect(lists.map((request) => request.body)).toEqual([
      { page: 1, pageSize: 100 },
      { page: 2, pageSize: 100 },
    ]);
  });

  it('offers no "Load more" when fewer than 100 exist', async () => {
    stubWorkforce(99);
    renderWithProviders(<WorkforcePage />);
    expect(await screen.findByText('Showing 99 of 99')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers a new mobile user to someone allowed to create one', async () => {
    stubWorkforce(1);
    renderWithProviders(<WorkforcePage />);
    expect(await screen.findByRole('link', { name: 'New mobile user' })).toHaveAttribute(
      'href',
      '/user-management/mobile-user/create',
    );
  });
});
