import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, apiToken, createWorkOrders } from '../api';
import { signInAs } from '../fixtures';

const VENDOR = 'Brahmaputra Field Services';
const CREW = 'Chandmari Line Crew';

// A phone held upright: a 360 px touch screen whose page grows when content sticks out, as a real one's does.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/**
 * Records, every frame, how far the document reaches past the screen's edge, so that a page widened for a
 * moment (a dropdown placed off-screen, then corrected) is caught too.
 */
async function watchSidewaysOverflow(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as { widestOverflow: number };
    watched.widestOverflow = 0;
    const measure = () => {
      const overflow = document.documentElement.scrollWidth - window.innerWidth;
      watched.widestOverflow = Math.max(watched.widestOverflow, overflow, window.innerWidth - 360);
      requestAnimationFrame(measure);
    };
    requestAnimationFrame(measure);
  });
}

/** The page never grew wider than the phone since it loaded. */
async function expectNoSidewaysGrowth(page: Page, where: string) {
  const widest = await page.evaluate(() => (window as unknown as { widestOverflow: number }).widestOverflow);
  expect(widest, `${where}: the page grew wider than the phone`).toBeLessThanOrEqual(0);
}

/** Opens a dropdown by tapping it and taps its option, after checking the options are where a finger is. */
async function tapChoose(page: Page, dialog: Locator, label: RegExp, option: string) {
  await dialog.getByRole('combobox', { name: label }).tap();
  // The open list's options (a table's rows-per-page picker keeps its own, native ones, in the page).
  const list = page.getByRole('listbox');
  const choice = list.getByRole('option', { name: option }).first();
  await expect(choice).toBeVisible();
  // Wait until the list stops moving, then every option sits inside the screen.
  await expect(async () => {
    const before = await choice.boundingBox();
    await page.waitForTimeout(100);
    expect(await choice.boundingBox()).toEqual(before);
  }).toPass();
  for (const box of await list
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    )) {
    expect(box.left, 'an option starts left of the screen').toBeGreaterThanOrEqual(0);
    expect(box.right, 'an option ends right of the screen').toBeLessThanOrEqual(360);
    expect(box.height, 'an option is too low for a finger').toBeGreaterThanOrEqual(44);
  }
  // The dialog stays full screen while the list is open.
  const dialogBox = (await dialog.boundingBox())!;
  expect(dialogBox.x).toBe(0);
  expect(dialogBox.width).toBe(360);
  await choice.tap();
  await expect(dialog.getByRole('combobox', { name: label })).toHaveValue(option);
}

test('on a phone, work is assigned by touch from the list and the quick view; an asset is moved', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const [fromList, fromCards] = await createWorkOrders(request, token, 2, 60);
  const stored = await apiCall<{ assets: Array<{ id: string }> }>(
    request,
    token,
    'POST',
    '/api/asset/Asset/GetAllAssets',
    { page: 1, pageSize: 1, movementStatus: 1 },
  );
  await watchSidewaysOverflow(page);
  await signInAs(page);

  // The list: choose the order's card, Assign, a vendor and a crew by tap.
  await page.goto(`/work-order/list-view?q=${fromList!.code}`);
  await page.getByRole('checkbox', { name: `Select ${fromList!.code}` }).tap();
  await page.getByRole('toolbar').getByRole('button', { name: 'Assign' }).tap();
  const assign = page.getByRole('dialog', { name: 'Assign Work Order' });
  await tapChoose(page, assign, /^Vendor/, VENDOR);
  await tapChoose(page, assign, /^Crew/, CREW);
  await assign.getByRole('button', { name: 'Assign' }).tap();
  await expect(page.getByText('Multiple Work Order Assigned successfully.')).toBeVisible();
  await expect(assign).toBeHidden();

  await expectNoSidewaysGrowth(page, 'the list');

  // The quick view: the card's own Assign button, the same dialog.
  await page.goto(`/work-order/quick-view?q=${fromCards!.code}`);
  await page
    .getByRole('group', { name: `Actions for ${fromCards!.code}` })
    .getByRole('button', { name: `Assign ${fromCards!.code}` })
    .tap();
  await tapChoose(page, assign, /^Vendor/, VENDOR);
  await tapChoose(page, assign, /^Crew/, CREW);
  await assign.getByRole('button', { name: 'Assign' }).tap();
  await expect(assign).toBeHidden();

  await expectNoSidewaysGrowth(page, 'the quick view');

  // Move asset: issue a stored asset to a vendor, then to a crew instead; left unsent.
  await page.goto(`/asset/${stored.assets[0]!.id}`);
  await page.getByRole('button', { name: 'Move asset' }).tap();
  const move = page.getByRole('dialog', { name: /^Move / });
  await tapChoose(page, move, /^Movement/, 'Issue to a vendor or crew (Issued)');
  await move.getByText('Vendor Storage', { exact: true }).tap();
  await tapChoose(page, move, /^Vendor/, VENDOR);
  await move.getByText('Crew Storage', { exact: true }).tap();
  await tapChoose(page, move, /^Crew/, CREW);
  await move.getByRole('button', { name: 'Cancel' }).tap();
  await expect(move).toBeHidden();

  await expectNoSidewaysGrowth(page, 'the asset');
});
