import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dataResponse,
  errorResponse,
  stubFetch,
  type SentRequest,
} from '../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../tests/support/render';
import { sessionInfo, storeSession } from '../../../../tests/support/session-fixtures';
import { ALL_PERMISSIONS } from '../../../domain/permissions';
import type { UserSummary } from '../../../domain/users';
import { AdminUserForm } from './AdminUserForm';

const SELF_ID = sessionInfo([]).user.id;
const VIEWER_ROLE = '01890a5d-ac96-7000-8000-000000000020';
const roles = {
  roles: [
    {
      id: VIEWER_ROLE,
      name: 'Viewer',
      category: 1,
      permissions: ['asset.view'],
      isSystem: true,
      version: 1,
      holders: 0,
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  pageTotal: 1,
};
const priya: UserSummary = {
  id: '01890a5d-ac96-7000-8000-000000000021',
  name: 'Ritu Kalita',
  email: 'ritu.kalita@example.com',
  phone: null,
  imageUrl: null,
  roleId: VIEWER_ROLE,
  roleName: 'Viewer',
  vendorId: null,
  vendorName: null,
  isActive: true,
  version: 2,
};

function serve(write: (request: SentRequest) => Response = () => dataResponse(priya)) {
  storeSession();
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) return dataResponse(sessionInfo(ALL_PERMISSIONS));
    if (request.url.includes('Role/GetAllByCategory')) return dataResponse(roles);
    if (request.url.endsWith('GetAllVendors')) return dataResponse({ vendors: [], pageTotal: 0 });
    return write(request);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('AdminUserForm', { timeout: 15_000 }, () => {
  it('says which required fields are empty, with the specification’s messages', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderWithProviders(<AdminUserForm user={null} readOnly={false} onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Role is required')).toBeInTheDocument();
    expect(screen.getByText('Initial password is required')).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'POST' && request.url.endsWith('/User'))).toBe(false);
  });

  it('says "Enter valid email address" once a wrong email is left', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<AdminUserForm user={null} readOnly={false} onDone={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ritu.kalita@example');
    await user.tab();
    expect(screen.getByText('Enter valid email address')).toBeInTheDocument();
  });

  it('asks for a password the server will accept', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<AdminUserForm user={null} readOnly={false} onDone={() => {}} />);
    await user.type(screen.getByLabelText(/^Initial password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(
      await screen.findByText('Password must be 8 to 100 characters with a letter and a digit.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
  });

  it('refuses a picture that is not an image with "File extension not supported!"', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    serve();
    renderWithProviders(<AdminUserForm user={null} readOnly={false} onDone={() => {}} />);
    await user.upload(
      screen.getByLabelText('Picture', { selector: 'input' }),
      new File(['x'], 'badge.txt', { type: 'text/plain' }),
    );
    expect(alert).toHaveBeenCalledWith('File extension not supported!');
  });

  it('puts the server’s field errors on their fields', async () => {
    const user = userEvent.setup();
    serve(() =>
      errorResponse(400, {
        title: 'Validation failed',
        message: 'A user with this email already exists.',
        errors: [{ field: 'Email', message: 'A user with this email already exists.' }],
      }),
    );
    renderWithProviders(<AdminUserForm user={priya} readOnly={false} onDone={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('A user with this email already exists.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
  });

  it('shows a refusal such as the last administrator rule above the form', async () => {
    const user = userEvent.setup();
    const message =
      'Ritu Kalita is the last active organisation administrator. Give another active user the Organisation administrator role first.';
    const sent = serve(() => errorResponse(409, { title: 'Conflict', message }));
    renderWithProviders(<AdminUserForm user={priya} readOnly={false} onDone={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    const refusal = (await screen.findByText('Not saved')).closest('[role="alert"]');
    expect(refusal).toHaveTextContent(message);
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
      version: 2,
      roleId: VIEWER_ROLE,
    });
  });

  it('keeps one’s own role and activity out of reach', async () => {
    serve();
    renderWithProviders(
      <AdminUserForm user={{ ...priya, id: SELF_ID }} readOnly={false} onDone={() => {}} />,
    );
    expect(await screen.findByText(/This is your own account/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Role/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /^Active/ })).toBeDisabled();
  });
});
