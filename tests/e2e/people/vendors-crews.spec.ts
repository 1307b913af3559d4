import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken } from '../api';
import { signInAs } from '../fixtures';

/** Names unique to this run, so the journey does not depend on what the demo data holds. */
const run = Date.now().toString(36).slice(-5);
const VENDOR = `Lakhimpur Line Works ${run}`;
const CREW = `Dhakuakhana Line Crew ${run}`;
const SUPERVISOR = `Bhupen Saikia ${run}`;
const MOBILE_USERS = [`Rituraj Gogoi ${run}`, `Pallavi Dutta ${run}`];
const VENDOR_ADMIN = { email: `admin-${run}@lakhimpur-lines.example`, password: 'Vendor-admin-pass-1' };
/** A crew of another vendor in the demo data, which the vendor's administrator must not see. */
const OTHER_VENDORS_CREW = 'Chandmari Line Crew';

function emailOf(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@lakhimpur-lines.example`;
}

/** Picks an option of a Mantine select: opens it, types to search (the server is asked 300 ms later), clicks. */
async function choose(page: Page, label: RegExp, option: string, search = option) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createPerson(page: Page, name: string, kind: 'Mobile user' | 'Supervisor', code: string) {
  await page.goto('/user-management/mobile-user/create');
  if (kind === 'Supervisor') await page.getByText('Supervisor', { exact: true }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Email/ }).fill(emailOf(name));
  await page.getByRole('textbox', { name: /^Employee code/ }).fill(code);
  await choose(page, /^Vendor/, VENDOR, run);
  if (kind === 'Mobile user') await choose(page, /^Reports to/, `${SUPERVISOR} (LLW-S${run})`, SUPERVISOR);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`"${name}" was added to the mobile workforce.`)).toBeVisible();
  await page.waitForURL('**/user-management/mobile-user');
}

test.describe.serial('vendors and crews', () => {
  test('an administrator creates a vendor, its supervisor and mobile users, and a crew of two', async ({
    page,
  }) => {
    await signInAs(page);

    await page.goto('/user-management/vendor');
    await page.getByRole('link', { name: 'New vendor' }).click();
    await page.getByRole('textbox', { name: /^Vendor name/ }).fill(VENDOR);
    await page.getByRole('textbox', { name: /^Code/ }).fill(`LLW-${run}`);
    await page.getByRole('textbox', { name: /^Contact person/ }).fill('Hemen Bora');
    await page.getByRole('textbox', { name: /^Email/ }).fill('dispatch@lakhimpur-lines.example');
    await page.getByRole('textbox', { name: /^Address line/ }).fill('Station Road, North Lakhimpur');
    await choose(page, /^Country/, 'India');
    await choose(page, /^State/, 'Assam');
    await choose(page, /^City/, 'North Lakhimpur');
    await page.getByRole('button', { name: 'Create vendor' }).click();
    await expect(page.getByText(`The vendor "${VENDOR}" was created.`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(run);
    await expect(page.getByRole('table', { name: 'Vendors' }).getByText(VENDOR)).toBeVisible();
    await expect(page.getByText('North Lakhimpur, Assam, India')).toBeVisible();

    await createPerson(page, SUPERVISOR, 'Supervisor', `LLW-S${run}`);
    await createPerson(page, MOBILE_USERS[0]!, 'Mobile user', `LLW-1${run}`);
    await createPerson(page, MOBILE_USERS[1]!, 'Mobile user', `LLW-2${run}`);

    await page.goto('/user-management/crew/create');
    await page.getByRole('textbox', { name: /^Crew name/ }).fill(CREW);
    await choose(page, /^Vendor/, VENDOR, run);
    for (const [index, name] of MOBILE_USERS.entries()) {
      await choose(page, /^Add a member/, `${name} (LLW-${index + 1}${run})`, name);
    }
    await page.getByRole('combobox', { name: `Role of ${MOBILE_USERS[0]}` }).click();
    await page.getByRole('option', { name: 'Leader' }).click();
    await page.getByRole('button', { name: 'Create crew' }).click();
    await expect(page.getByText(`The crew "${CREW}" was created.`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search crews' }).fill(run);
    const row = page.getByRole('table', { name: 'Crews' }).getByRole('row', { name: new RegExp(CREW) });
    await expect(row).toContainText(VENDOR);
    await expect(row).toContainText(MOBILE_USERS[0]!);
    await row.click();
    await expect(page.getByRole('list', { name: 'Crew members' }).getByRole('listitem')).toHaveCount(2);
  });

  test('deleting the vendor is refused while its crew and people remain', async ({ page }) => {
    await signInAs(page);
    await page.goto('/user-management/vendor');
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(run);
    await page.getByRole('button', { name: `Delete ${VENDOR}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`The vendor "${VENDOR}" is still used by`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Vendors' }).getByText(VENDOR)).toBeVisible();
  });

  test('the vendor’s administrator sees only that vendor’s crews and workforce', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const { roles } = await apiCall<{ roles: Array<{ id: string; name: string }> }>(
      request,
      token,
      'GET',
      '/api/account/Role/GetAllByCategory?category=2',
    );
    const role = roles.find((candidate) => candidate.name === 'Vendor administrator')!;
    const { vendors } = await apiCall<{ vendors: Array<{ id: string }> }>(
      request,
      token,
      'POST',
      '/api/account/Vendor/GetAll',
      {
        searchString: VENDOR,
      },
    );
    await apiCall(request, token, 'POST', '/api/account/User', {
      name: `Hemen Bora ${run}`,
      email: VENDOR_ADMIN.email,
      roleId: role.id,
      vendorId: vendors[0]!.id,
      isActive: true,
      password: VENDOR_ADMIN.password,
    });

    await signInAs(page, VENDOR_ADMIN.email, VENDOR_ADMIN.password);

    await page.goto('/user-management/crew');
    const crews = page.getByRole('table', { name: 'Crews' });
    await expect(crews.getByText(CREW)).toBeVisible();
    await expect(crews.getByRole('row')).toHaveCount(2);
    await expect(crews.getByText(OTHER_VENDORS_CREW)).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Vendor' })).toHaveCount(0);

    await page.goto('/user-management/mobile-user');
    const workforce = page.getByRole('table', { name: 'Mobile workforce' });
    await expect(page.getByText('Showing 3 of 3')).toBeVisible();
    await expect(workforce.getByRole('row')).toHaveCount(4);
    for (const name of [SUPERVISOR, ...MOBILE_USERS]) {
      await expect(workforce.getByRole('row', { name: new RegExp(`^${name}`) })).toHaveCount(1);
    }

    await page.goto('/user-management/vendor');
    await expect(page.getByRole('table', { name: 'Vendors' }).getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'New vendor' })).toHaveCount(0);

    await page.goto('/user-management/mobile-user/create');
    await expect(page.getByRole('textbox', { name: 'Vendor' })).toHaveValue(VENDOR);
  });
});
