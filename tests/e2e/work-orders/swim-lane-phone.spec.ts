import { expect, test } from '@playwright/test';
import { getOrder, openBoard, PHONE, serverFields, setUp } from './swim-lane-board';

// The swim lane on a phone: a per-crew agenda with codes in full, orders moved to another crew by touch.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('the day per crew as an agenda; an order moved to another crew by touch stays moved', async ({
  page,
  request,
}) => {
  const { token, crewB, day, orders } = await setUp(request, PHONE);
  const [toMove, toStay] = orders;
  await openBoard(page, day.param);

  const agenda = page.getByTestId('swimlane-agenda');
  await expect(agenda).toBeVisible();
  await expect(page.getByTestId('swimlane-board')).toHaveCount(0);
  const beltola = page.getByRole('region', { name: 'Beltola Maintenance Crew' });
  const maligaon = page.getByRole('region', { name: 'Maligaon Night Crew' });
  const item = (crew: typeof beltola, id: string) => crew.locator(`li[data-item-id="${id}"]`);

  // Each order reads in full: its code (not cut short), its times and status.
  for (const order of [toMove!, toStay!]) {
    const code = item(beltola, order.id).getByRole('link', { name: order.code });
    await expect(code).toBeVisible();
    expect(await code.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    await expect(item(beltola, order.id)).toContainText('09:00–10:00');
    await expect(item(beltola, order.id)).toContainText('Assigned');
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.tmp/map-shots/swim-lane-phone-360.png', fullPage: true });

  await item(beltola, toMove!.id).getByRole('button', { name: 'Move to crew' }).tap();
  const sheet = page.getByRole('dialog', { name: `Move ${toMove!.code}` });
  await sheet.getByRole('radio', { name: /^Maligaon Night Crew/ }).tap();
  await page.screenshot({ path: '.tmp/map-shots/swim-lane-phone-360-move.png' });
  await sheet.getByRole('button', { name: 'Move' }).tap();
  await expect(sheet).toBeHidden();
  await expect(item(maligaon, toMove!.id)).toBeVisible();
  await expect
    .poll(serverFields(request, token, toMove!.id, ['vendorId', 'crewId']))
    .toEqual({ vendorId: crewB.vendorId, crewId: crewB.crewId });
  // The times stay as they were.
  expect((await getOrder(request, token, toMove!.id)).plannedStartTime).toBe(day.iso(9));

  await page.reload();
  await expect(item(maligaon, toMove!.id)).toContainText('09:00–10:00');
  await expect(item(beltola, toStay!.id)).toBeVisible();
  await expect(item(beltola, toMove!.id)).toHaveCount(0);
});
