import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dataResponse,
  errorResponse,
  jsonResponse,
  stubFetch,
  type SentRequest,
} from '../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../tests/support/render';
import { sessionInfo, storeSession } from '../../../../tests/support/session-fixtures';
import { ALL_PERMISSIONS } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';
import { catalogueGroups } from '../../../domain/permission-groups';
import { RoleForm } from './RoleForm';

// Two sections keep jsdom quick; the matrix itself is covered in PermissionMatrix.test.tsx.
const groups = catalogueGroups().filter((group) => ['Assets and warehouses', 'Reports'].includes(group.name));
const role: Role = {
  id: '01890a5d-ac96-7000-8000-000000000010',
  name: 'Line inspectors',
  category: 1,
  permissions: ['asset.view'],
  isSystem: false,
  version: 3,
  holders: 2,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function serve(write: (request: SentRequest) => Response) {
  storeSession();
  return stubFetch((request) =>
    request.url.endsWith('Auth/Session') ? dataResponse(sessionInfo(ALL_PERMISSIONS)) : write(request),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('RoleForm', { timeout: 45_000 }, () => {
  it('says "Role name is required" and sends nothing without a name', async () => {
    const user = userEvent.setup();
    const sent = serve(() => dataResponse(role));
    renderWithProviders(<RoleForm role={null} groups={groups} initialCategory={1} onDone={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Role name is required')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('creates a role with the ticked permissions', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const sent = serve(() => dataResponse(role));
    renderWithProviders(<RoleForm role={null} groups={groups} initialCategory={1} onDone={onDone} />);
    const name = screen.getByRole('textbox', { name: 'Role name' });
    // The form opens for editing once the session says the user may create roles.
    await vi.waitFor(() => expect(name).toBeEnabled());
    await user.type(name, 'Line inspectors');
    await user.click(await screen.findByRole('checkbox', { name: 'Supplier: Update' }));
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const post = sent.find((request) => request.method === 'POST' && request.url.endsWith('/Role'));
    expect(post?.body).toMatchObject({
      name: 'Line inspectors',
      category: 1,
      permissions: ['supplier.update', 'supplier.view'],
    });
  });

  it('explains that the organisation administrator role cannot be changed', async () => {
    serve(() => dataResponse(role));
    const locked = {
      ...role,
      name: 'Organisation administrator',
      isSystem: true,
      permissions: [...ALL_PERMISSIONS],
    };
    renderWithProviders(<RoleForm role={locked} groups={groups} initialCategory={1} onDone={() => {}} />);
    expect(await screen.findByText('This role is read-only')).toBeInTheDocument();
    expect(screen.getByText(/always holds every permission/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save role' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Asset: View' })).toBeDisabled();
  });

  it('offers the current version when someone else saved the role first', async () => {
    const user = userEvent.setup();
    const current = {
      ...role,
      name: 'Line inspectors (north)',
      version: 4,
      permissions: ['asset.view', 'asset.update'],
    };
    const sent = serve((request) =>
      request.method === 'PUT' && request.body && (request.body as { version: number }).version === 3
        ? jsonResponse(409, {
            title: 'Conflict',
            message: 'Changed.',
            returnMessage: [],
            errors: [],
            data: current,
          })
        : dataResponse(current),
    );
    renderWithProviders(<RoleForm role={role} groups={groups} initialCategory={1} onDone={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Someone else changed this meanwhile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the current version' }));
    expect(screen.getByRole('textbox', { name: 'Role name' })).toHaveValue('Line inspectors (north)');
    expect(screen.getByRole('checkbox', { name: 'Asset: Update' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await vi.waitFor(() => expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(sent.filter((request) => request.method === 'PUT')[1]!.body).toMatchObject({ version: 4 });
  });

  it('shows the server’s refusal beside the form', async () => {
    const user = userEvent.setup();
    serve(() =>
      errorResponse(403, {
        title: 'Forbidden',
        message: 'You cannot grant permissions you do not hold: role.delete.',
      }),
    );
    renderWithProviders(<RoleForm role={role} groups={groups} initialCategory={1} onDone={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Save role' }));
    expect(
      await screen.findByText('You cannot grant permissions you do not hold: role.delete.'),
    ).toBeInTheDocument();
  });
});
