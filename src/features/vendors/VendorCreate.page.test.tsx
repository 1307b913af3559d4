import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import { vendorRules } from './components/vendor-form';
import { VendorCreatePage } from './VendorCreate.page';

const IMAGE_ID = '01890a5d-ac96-7000-8000-0000000000f1';

function stubServer(user: { vendorId?: string } = {}) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session'))
      return dataResponse(sessionInfo(['vendor.view', 'vendor.create'], user));
    if (request.url.endsWith('Country/GetAll')) return dataResponse([{ id: 101, name: 'India' }]);
    if (request.url.endsWith('document/Image'))
      return dataResponse({ id: IMAGE_ID, url: `/api/document/Image/${IMAGE_ID}` });
    return dataResponse(null);
  });
}

/** Pastes the text: typing it key by key re-renders the whole form for every letter, which is slow in jsdom. */
async function fillIn(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.click(input);
  await user.paste(text);
}

afterEach(() => vi.unstubAllGlobals());

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('/user-management/vendor/create', { timeout: 15_000 }, () => {
  it('asks for a name: "Vendor name is required"', async () => {
    stubServer();
    renderWithProviders(<VendorCreatePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create vendor' }));
    expect(screen.getByText('Vendor name is required')).toBeInTheDocument();
  });

  it('says "Enter valid email address" for a malformed email', async () => {
    stubServer();
    const user = userEvent.setup();
    renderWithProviders(<VendorCreatePage />);
    await fillIn(await screen.findByRole('textbox', { name: /^Email/ }), 'dispatch@brahmaputra');
    await user.tab();
    expect(screen.getByText('Enter valid email address')).toBeInTheDocument();
  });

  it('needs the country once an address line is given: "Country is required"', async () => {
    stubServer();
    const user = userEvent.setup();
    renderWithProviders(<VendorCreatePage />);
    await fillIn(await screen.findByRole('textbox', { name: /^Vendor name/ }), 'Kamrup Line Contractors');
    await fillIn(screen.getByRole('textbox', { name: /^Address line/ }), 'Lokhra Road');
    await user.click(screen.getByRole('button', { name: 'Create vendor' }));
    expect(screen.getByText('Country is required')).toBeInTheDocument();
  });

  it('refuses a picture over 5 MB with the server’s words', () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    expect(vendorRules.image(big)).toBe('The image is larger than 5 MB.');
    expect(vendorRules.image(null)).toBeNull();
  });

  it('uploads the chosen picture under "model", then creates the vendor pointing at it', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<VendorCreatePage />);
    await fillIn(await screen.findByRole('textbox', { name: /^Vendor name/ }), 'Kamrup Line Contractors');
    await fillIn(screen.getByRole('textbox', { name: /^Code/ }), 'KLC');
    await fillIn(screen.getByRole('textbox', { name: /^Email/ }), 'ops@kamrup-lines.example');
    await user.upload(
      screen.getByLabelText('Picture or logo', { selector: 'input' }),
      new File(['png'], 'klc.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create vendor' }));

    await waitFor(() => expect(sent.some((request) => request.url.endsWith('/Vendor'))).toBe(true));
    const upload = sent.find((request) => request.url.endsWith('document/Image'))!;
    expect((upload.body as FormData).get('model')).toBeInstanceOf(File);
    expect(sent.find((request) => request.url.endsWith('/Vendor'))!.body).toMatchObject({
      name: 'Kamrup Line Contractors',
      code: 'KLC',
      email: 'ops@kamrup-lines.example',
      addressLine: null,
      countryId: null,
      imageUrl: `/api/document/Image/${IMAGE_ID}`,
      isActive: true,
    });
  });

  it('tells a vendor user that vendors are created by their organisation', async () => {
    stubServer({ vendorId: '01890a5d-ac96-7000-8000-00000000000b' });
    renderWithProviders(<VendorCreatePage />);
    expect(await screen.findByText('Vendors are created by your organisation')).toBeInTheDocument();
  });
});
