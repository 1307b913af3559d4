import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import type { Organisation } from '../../domain/organisations';
import { OrganisationCreatePage } from './OrganisationCreate.page';
import { NO_ADDRESS } from '../../../tests/support/address-fixtures';

const CREATED: Organisation & {
  administrator: { id: string; name: string; email: string; password: string };
} = {
  id: '01890a5d-ac96-7000-8000-0000000000b1',
  name: 'Meghalaya Power (pilot)',
  industryId: 1,
  industryName: 'Electric utilities',
  email: null,
  phone: null,
  website: null,
  ...NO_ADDRESS,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  administrator: {
    id: '01890a5d-ac96-7000-8000-0000000000b2',
    name: 'Ibansara Lyngdoh',
    email: 'ibansara@meghalaya-power.example',
    password: 'Xq7-generated-9Lm',
  },
};

function stubServer(isPlatformAdmin = true) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) {
      return dataResponse({ ...sessionInfo(['organisation.view', 'organisation.create']), isPlatformAdmin });
    }
    if (request.url.endsWith('Industry/GetAll')) return dataResponse([{ id: 1, name: 'Electric utilities' }]);
    if (request.url.endsWith('Country/GetAll')) return dataResponse([{ id: 101, name: 'India' }]);
    return dataResponse(CREATED);
  });
}

async function fillIn(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.click(input);
  await user.paste(text);
}

afterEach(() => vi.unstubAllGlobals());

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('/organizations/create', { timeout: 15_000 }, () => {
  it('asks for the organisation and its first administrator', async () => {
    stubServer();
    renderWithProviders(<OrganisationCreatePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create organisation' }));
    expect(screen.getByText('Organisation name is required')).toBeInTheDocument();
    expect(screen.getByText('Administrator name is required')).toBeInTheDocument();
    expect(screen.getByText('Administrator email is required')).toBeInTheDocument();
  });

  it('says "Enter valid email address" for the administrator’s malformed email', async () => {
    stubServer();
    renderWithProviders(<OrganisationCreatePage />);
    await fillIn(await screen.findByRole('textbox', { name: /^Administrator email/ }), 'ibansara@');
    await userEvent.setup().tab();
    expect(screen.getByText('Enter valid email address')).toBeInTheDocument();
  });

  it('shows the generated credentials once, with copy buttons, after creating', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<OrganisationCreatePage />);
    await fillIn(
      await screen.findByRole('textbox', { name: /^Organisation name/ }),
      'Meghalaya Power (pilot)',
    );
    await fillIn(screen.getByRole('textbox', { name: /^Administrator name/ }), 'Ibansara Lyngdoh');
    await fillIn(
      screen.getByRole('textbox', { name: /^Administrator email/ }),
      'ibansara@meghalaya-power.example',
    );
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));

    const dialog = await screen.findByRole('dialog', { name: 'Meghalaya Power (pilot) is ready' });
    expect(within(dialog).getByRole('textbox', { name: 'Password' })).toHaveValue('Xq7-generated-9Lm');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'ibansara@meghalaya-power.example',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('This password is shown only now. Copy it before closing this window.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(sent.some((request) => request.url.endsWith('/Organisation'))).toBe(true));
    expect(sent.find((request) => request.url.endsWith('/Organisation'))!.body).toEqual({
      name: 'Meghalaya Power (pilot)',
      industryId: null,
      email: null,
      phone: null,
      website: null,
      administrator: { name: 'Ibansara Lyngdoh', email: 'ibansara@meghalaya-power.example' },
    });
  });

  it('is only for platform administrators', async () => {
    stubServer(false);
    renderWithProviders(<OrganisationCreatePage />);
    expect(
      await screen.findByText('Only a platform administrator can create organisations'),
    ).toBeInTheDocument();
  });
});
