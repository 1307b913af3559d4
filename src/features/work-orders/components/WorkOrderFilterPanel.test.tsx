import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../tests/support/render';
import { sessionInfo } from '../../../../tests/support/session-fixtures';
import { DEFAULT_FILTER, type WorkOrderFilter } from '../filter';
import { WorkOrderFilterPanel } from './WorkOrderFilterPanel';

const uuid = (n: number) => `01890a5d-ac96-7000-8000-${String(n).padStart(12, '0')}`;
const METERS = uuid(101);
const STREETLIGHTS = uuid(102);
const DIVISION = uuid(201);
const ASSAM = uuid(301);
const KAMRUP = uuid(302);

const project = (id: string, projectName: string) => ({
  id,
  projectName,
  code: null,
  description: null,
  isActive: true,
  accessGroupCount: 0,
  version: 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const PROJECTS = [project(METERS, 'Guwahati Smart Meters'), project(STREETLIGHTS, 'Streetlights')];
const GROUP = {
  id: DIVISION,
  name: 'Dispur Division',
  accessGroupId: null,
  accessGroupName: null,
  parentId: null,
  projectId: METERS,
  projectName: 'Guwahati Smart Meters',
  hasChildren: false,
  version: 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function stubServer(user: { vendorId?: string } = {}) {
  return stubFetch((request) => {
    const url = request.url;
    if (url.endsWith('Auth/Session')) return dataResponse(sessionInfo(['workOrder.view'], user));
    if (url.endsWith('Project/GetAll')) return dataResponse({ projects: PROJECTS, pageTotal: 2 });
    if (url.includes('Project/GetById')) return dataResponse(PROJECTS.find((p) => url.includes(p.id)));
    if (url.endsWith('AccessGroup/GetUserAccessGroup')) {
      const { projectId } = request.body as { projectId: string };
      const accessGroups = projectId === METERS ? [GROUP] : [];
      return dataResponse({ projects: [{ projectId, projectName: 'x', accessGroups }] });
    }
    if (url.endsWith('GetAllVendors')) {
      return dataResponse({
        vendors: [
          { id: ASSAM, name: 'Assam Line Works' },
          { id: KAMRUP, name: 'Kamrup Line Contractors' },
        ],
        pageTotal: 2,
      });
    }
    if (url.endsWith('GetAllCrews')) {
      const { vendorId } = request.body as { vendorId?: string };
      const crews = [
        { id: uuid(401), name: 'Chandmari Line Crew', vendorId: ASSAM },
        { id: uuid(402), name: 'Lokhra Substation Crew', vendorId: KAMRUP },
      ].filter((crew) => !vendorId || crew.vendorId === vendorId);
      return dataResponse({ crews, pageTotal: crews.length });
    }
    if (url.includes('GetAllWorkFlowsForOrganisation')) return dataResponse({ workFlows: [], pageTotal: 0 });
    if (url.includes('WorkLocationTemplate/GetAll')) return dataResponse({ workLocationTemplates: [] });
    return dataResponse(null);
  });
}

function open(value: WorkOrderFilter = DEFAULT_FILTER) {
  const onApply = vi.fn();
  renderWithProviders(
    <WorkOrderFilterPanel opened onClose={() => undefined} value={value} onApply={onApply} />,
  );
  return onApply;
}

async function choose(name: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.unstubAllGlobals());

// Whole panels driven through jsdom: more than the 5 s default on a busy machine.
describe('WorkOrderFilterPanel', { timeout: 30_000 }, () => {
  it('is titled "Filter" and starts with Unassigned and Completed chosen', async () => {
    stubServer();
    open();
    expect(await screen.findByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    const pills = [...document.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);
    expect(pills).toEqual(['Completed', 'Unassigned']);
  });

  it('offers the vendor only to organisation-level users', async () => {
    stubServer({ vendorId: KAMRUP });
    open();
    expect(await screen.findByRole('combobox', { name: 'Crew' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Vendor' })).not.toBeInTheDocument();
  });

  it('clears the access group with a new project and the crew with a new vendor, and applies the rest', async () => {
    stubServer();
    const onApply = open();
    expect(screen.queryByRole('combobox', { name: 'Access group' })).not.toBeInTheDocument();
    await choose(/^Project/, 'Guwahati Smart Meters');
    await choose(/^Access group/, 'Dispur Division');
    await choose(/^Vendor/, 'Assam Line Works');
    await choose(/^Crew/, 'Chandmari Line Crew');

    await choose(/^Project/, 'Streetlights');
    // Streetlights has no access groups: the picker goes away.
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Access group' })).not.toBeInTheDocument(),
    );
    await choose(/^Vendor/, 'Kamrup Line Contractors');
    expect(screen.getByRole('combobox', { name: 'Crew' })).toHaveValue('');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      ...DEFAULT_FILTER,
      projectId: STREETLIGHTS,
      accessGroupId: null,
      vendorId: KAMRUP,
      crewId: null,
    });
  });

  it('puts the defaults back on Clear', async () => {
    stubServer();
    const onApply = open({ ...DEFAULT_FILTER, statuses: [2], approvalStatus: 3, vendorId: ASSAM });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(DEFAULT_FILTER);
  });
});
