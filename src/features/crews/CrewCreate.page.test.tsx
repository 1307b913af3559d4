import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import { CrewCreatePage } from './CrewCreate.page';

const BFS = '01890a5d-ac96-7000-8000-00000000000a';
const KLC = '01890a5d-ac96-7000-8000-00000000000b';

function worker(index: number, name: string, vendorId: string) {
  return {
    id: `01890a5d-ac96-7000-8000-${String(index).padStart(12, '0')}`,
    kind: 1,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@field.example`,
    phone: null,
    employeeCode: `W-${index}`,
    vendorId,
    vendorName: null,
    supervisorId: null,
    supervisorName: null,
    isActive: true,
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const WORKFORCE: Record<string, ReturnType<typeof worker>[]> = {
  [BFS]: [worker(1, 'Ratul Kalita', BFS), worker(2, 'Bikash Das', BFS)],
  [KLC]: [worker(3, 'Rajib Talukdar', KLC)],
};

function stubServer() {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) return dataResponse(sessionInfo(['crew.view', 'crew.create']));
    if (request.url.endsWith('GetAllVendors')) {
      const vendors = [
        { id: BFS, name: 'Brahmaputra Field Services' },
        { id: KLC, name: 'Kamrup Line Contractors' },
      ];
      return dataResponse({ vendors, pageTotal: 2 });
    }
    if (request.url.endsWith('Workforce/GetAll')) {
      const { vendorId } = request.body as { vendorId: string | null };
      const workforce = WORKFORCE[vendorId ?? ''] ?? [];
      return dataResponse({ workforce, pageTotal: workforce.length });
    }
    return dataResponse(null);
  });
}

async function choose(name: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function members() {
  return within(screen.getByRole('list', { name: 'Crew members' }));
}

afterEach(() => vi.unstubAllGlobals());

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('/user-management/crew/create', { timeout: 15_000 }, () => {
  it('asks for a name: "Crew name is required"', async () => {
    stubServer();
    renderWithProviders(<CrewCreatePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create crew' }));
    expect(screen.getByText('Crew name is required')).toBeInTheDocument();
  });

  it('creates a vendor crew with two members of that vendor and their roles', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<CrewCreatePage />);
    await user.type(await screen.findByRole('textbox', { name: /^Crew name/ }), 'Chandmari Line Crew');
    await choose(/^Vendor/, 'Brahmaputra Field Services');
    await choose(/^Add a member/, 'Ratul Kalita (W-1)');
    await choose(/^Add a member/, 'Bikash Das (W-2)');
    await choose(/^Role of Ratul Kalita/, 'Leader');
    await user.click(screen.getByRole('button', { name: 'Create crew' }));

    await waitFor(() => expect(sent.some((request) => request.url.endsWith('/Crew'))).toBe(true));
    expect(sent.find((request) => request.url.endsWith('/Crew'))!.body).toMatchObject({
      name: 'Chandmari Line Crew',
      code: null,
      vendorId: BFS,
      isActive: true,
      members: [
        { workforceId: WORKFORCE[BFS]![0]!.id, role: 'leader' },
        { workforceId: WORKFORCE[BFS]![1]!.id, role: 'technician' },
      ],
    });
  });

  it('says "A crew has at most one leader." for a second leader', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<CrewCreatePage />);
    await user.type(await screen.findByRole('textbox', { name: /^Crew name/ }), 'Beltola Crew');
    await choose(/^Vendor/, 'Brahmaputra Field Services');
    await choose(/^Add a member/, 'Ratul Kalita (W-1)');
    await choose(/^Add a member/, 'Bikash Das (W-2)');
    await choose(/^Role of Ratul Kalita/, 'Leader');
    await choose(/^Role of Bikash Das/, 'Leader');
    await user.click(screen.getByRole('button', { name: 'Create crew' }));
    expect(await screen.findByText('A crew has at most one leader.')).toBeInTheDocument();
    expect(sent.some((request) => request.url.endsWith('/Crew'))).toBe(false);
  });

  it('removes a member, and empties the members when another vendor is chosen', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<CrewCreatePage />);
    await choose(/^Vendor/, 'Brahmaputra Field Services');
    await choose(/^Add a member/, 'Ratul Kalita (W-1)');
    await choose(/^Add a member/, 'Bikash Das (W-2)');
    await user.click(members().getByRole('button', { name: 'Remove Bikash Das' }));
    expect(members().getAllByRole('listitem')).toHaveLength(1);

    await choose(/^Vendor/, 'Kamrup Line Contractors');

    expect(screen.queryByRole('list', { name: 'Crew members' })).not.toBeInTheDocument();
    expect(screen.getByText('No members yet.')).toBeInTheDocument();
    await choose(/^Add a member/, 'Rajib Talukdar (W-3)');
    const candidates = sent.filter((request) => request.url.endsWith('Workforce/GetAll')).map((r) => r.body);
    expect(candidates).toContainEqual({ page: 1, pageSize: 500, vendorId: KLC, isActive: true });
  });
});
