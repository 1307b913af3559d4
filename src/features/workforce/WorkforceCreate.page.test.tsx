import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import { WorkforceCreatePage } from './WorkforceCreate.page';

const BFS = '01890a5d-ac96-7000-8000-00000000000a';
const KLC = '01890a5d-ac96-7000-8000-00000000000b';
const SUPERVISORS: Record<
  string,
  Array<{ id: string; name: string; employeeCode: string; vendorId: string }>
> = {
  [BFS]: [
    {
      id: '01890a5d-ac96-7000-8000-0000000000e1',
      name: 'Dipankar Bora',
      employeeCode: 'BFS-S1',
      vendorId: BFS,
    },
  ],
  [KLC]: [
    {
      id: '01890a5d-ac96-7000-8000-0000000000e2',
      name: 'Manash Deka',
      employeeCode: 'KLC-S1',
      vendorId: KLC,
    },
  ],
};

function stubServer(user: { vendorId?: string; vendorName?: string } = {}) {
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://console.test');
    if (url.pathname.endsWith('Auth/Session'))
      return dataResponse(sessionInfo(['workforce.view', 'workforce.create'], user));
    if (url.pathname.endsWith('GetAllVendors')) {
      const vendors = [
        { id: BFS, name: 'Brahmaputra Field Services' },
        { id: KLC, name: 'Kamrup Line Contractors' },
      ];
      return dataResponse({ vendors, pageTotal: 2 });
    }
    if (url.pathname.endsWith('GetSupervisor')) {
      return dataResponse({ supervisors: SUPERVISORS[url.searchParams.get('vendorId') ?? ''] ?? [] });
    }
    return dataResponse({
      ...(request.body as object),
      supervisorName: null,
      vendorName: null,
      crews: [],
      reportCount: 0,
    });
  });
}

async function choose(name: string, option: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: new RegExp(`^${name}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.unstubAllGlobals());

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('/user-management/mobile-user/create', { timeout: 15_000 }, () => {
  it('asks for a name and an email: "Name is required", "Email is required"', async () => {
    stubServer();
    renderWithProviders(<WorkforceCreatePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('says "Enter valid email address" for a malformed email', async () => {
    stubServer();
    const user = userEvent.setup();
    renderWithProviders(<WorkforceCreatePage />);
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ratul.kalita@');
    await user.tab();
    expect(screen.getByText('Enter valid email address')).toBeInTheDocument();
  });

  it('clears the chosen supervisor when another vendor is chosen', async () => {
    const sent = stubServer();
    renderWithProviders(<WorkforceCreatePage />);
    await choose('Vendor', 'Brahmaputra Field Services');
    await choose('Reports to', 'Dipankar Bora (BFS-S1)');
    expect(screen.getByRole('combobox', { name: /^Reports to/ })).toHaveValue('Dipankar Bora (BFS-S1)');

    await choose('Vendor', 'Kamrup Line Contractors');

    expect(screen.getByRole('combobox', { name: /^Reports to/ })).toHaveValue('');
    await choose('Reports to', 'Manash Deka (KLC-S1)');
    expect(sent.some((request) => request.url.includes(`GetSupervisor?vendorId=${KLC}`))).toBe(true);
  });

  it('creates a mobile user reporting to a supervisor of their vendor', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<WorkforceCreatePage />);
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Ratul Kalita');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ratul.kalita@brahmaputra-fs.example');
    await user.type(screen.getByRole('textbox', { name: /^Employee code/ }), 'BFS-101');
    await choose('Vendor', 'Brahmaputra Field Services');
    await choose('Reports to', 'Dipankar Bora (BFS-S1)');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() =>
      expect(sent.some((request) => request.method === 'POST' && request.url.endsWith('/Workforce'))).toBe(
        true,
      ),
    );
    const created = sent.find((request) => request.method === 'POST' && request.url.endsWith('/Workforce'))!;
    expect(created.body).toMatchObject({
      kind: 1,
      name: 'Ratul Kalita',
      email: 'ratul.kalita@brahmaputra-fs.example',
      employeeCode: 'BFS-101',
      phone: null,
      vendorId: BFS,
      supervisorId: SUPERVISORS[BFS]![0]!.id,
      isActive: true,
    });
    expect((created.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('has no "Reports to" for a supervisor', async () => {
    stubServer();
    renderWithProviders(<WorkforceCreatePage />);
    expect(await screen.findByRole('combobox', { name: /^Reports to/ })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Supervisor'));
    expect(screen.queryByRole('combobox', { name: /^Reports to/ })).not.toBeInTheDocument();
  });

  it('fixes a vendor user’s vendor to their own', async () => {
    const sent = stubServer({ vendorId: KLC, vendorName: 'Kamrup Line Contractors' });
    renderWithProviders(<WorkforceCreatePage />);
    expect(await screen.findByRole('textbox', { name: 'Vendor' })).toHaveValue('Kamrup Line Contractors');
    expect(screen.queryByRole('combobox', { name: /^Vendor/ })).not.toBeInTheDocument();
    await choose('Reports to', 'Manash Deka (KLC-S1)');
    expect(sent.some((request) => request.url.endsWith('GetAllVendors'))).toBe(false);
  });
});
