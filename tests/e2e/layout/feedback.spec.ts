import { expect, test, type Locator } from '@playwright/test';
import { apiCall, apiToken } from '../api';
import { ADMIN, signInAs } from '../fixtures';

// A supervisor's tablet: portrait, touch, with a keyboard cover for the Tab checks.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The buttons on screen under `area`, as their boxes. */
async function buttonBoxes(area: Locator): Promise<Array<{ name: string; box: Box }>> {
  const boxes: Array<{ name: string; box: Box }> = [];
  for (const button of await area.getByRole('button').all()) {
    const box = await button.boundingBox();
    if (box && box.y < 1024) boxes.push({ name: (await button.textContent()) ?? '', box });
  }
  return boxes;
}

test('the console says what it shows and asks before losing edits; the keyboard reaches everything', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const { organisations } = await apiCall<{ organisations: Array<{ id: string }> }>(
    request,
    token,
    'POST',
    '/api/organisation/Organisation/GetAll',
    { page: 1, pageSize: 1 },
  );

  // Sign-in: the show-password button is the Tab stop after the password.
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(ADMIN.email);
  const password = page.getByRole('textbox', { name: 'Password' });
  await password.fill(ADMIN.password);
  await password.press('Tab');
  await expect(page.getByRole('button', { name: 'Show or hide the password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');

  // The first Tab stop of a freshly opened screen skips the header and the menu.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The work-order list's default filter is on the Filter button and in the subtitle.
  await page.goto('/work-order/list-view');
  await expect(page.getByRole('button', { name: 'Filter 1 in use' })).toBeVisible();
  await expect(page.getByTestId('filter-summary')).toHaveText(
    'Showing Unassigned and Completed work orders (the default filter).',
  );

  // Access groups before a project is chosen, and the asset filters' empty state.
  await page.goto('/access-groups');
  await expect(page.getByText('Choose a project to see its access groups.')).toBeVisible();
  await page.goto('/asset');
  for (const [label, placeholder] of [
    ['Asset type', 'Any type'],
    ['Status', 'Any status'],
    ['Storage', 'Any storage'],
  ]) {
    await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveAttribute(
      'placeholder',
      placeholder!,
    );
  }

  // An edited section is not lost silently: leaving asks, Stay keeps the edit.
  await page.goto(`/organizations/${organisations[0]!.id}`);
  const phone = page.getByRole('textbox', { name: 'Phone' });
  const saved = await phone.inputValue();
  const edited = saved === '9876543210' ? '9876543211' : '9876543210';
  await phone.fill(edited);
  const back = page.getByRole('main').getByRole('link', { name: 'Organisations' });
  await back.click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText('A section of this page has changes that are not saved.');
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  await expect(phone).toHaveValue(edited);
  await expect(page).toHaveURL(/\/organizations\//);

  // Saved: the toast leaves the page's buttons in view.
  await page.getByRole('region', { name: 'Details' }).getByRole('button', { name: 'Save details' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'The organisation details were saved.' });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  for (const { name, box } of await buttonBoxes(page.getByRole('main'))) {
    expect(overlaps(toastBox, box), `the toast covers "${name}"`).toBe(false);
  }
  // Saved edits leave without a question.
  await back.click();
  await expect(page).toHaveURL(/\/organizations$/);
});

test('on a tablet the closed menu is out of the way of the keyboard; opened, it takes the user anywhere', async ({
  page,
}) => {
  await signInAs(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Areas' });
  // Closed, none of its links can be reached: Tab goes from the header to the screen.
  await expect(menu.getByRole('link')).toHaveCount(0);
  for (let stop = 0; stop < 12; stop++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('nav[aria-label="Areas"]'))),
    ).toBe(false);
  }
  // Opened by the burger, its links are there, by keyboard too; one chosen closes it again.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const entry = menu.getByRole('link', { name: 'Work orders' });
  await expect(entry).toBeInViewport();
  await entry.focus();
  await expect(entry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Work orders', level: 1 })).toBeVisible();
  await expect(entry).not.toBeInViewport();
  expect(await menu.evaluate((nav) => nav.closest('[inert]') !== null || nav.hasAttribute('inert'))).toBe(
    true,
  );
});
