import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken } from '../api';
import { signInAs } from '../fixtures';

const run = Date.now().toString(36).slice(-5);
const WAREHOUSE = `Pan Bazaar Store ${run}`;
const TYPE = `Prepaid meter ${run}`;
const CODE = `PPM-${run}`;
const CREW = 'Beltola Maintenance Crew';

async function choose(page: Page, label: RegExp, option: string | RegExp, search?: string) {
  const box = page
    .getByRole('dialog')
    .or(page.getByRole('main'))
    .getByRole('combobox', { name: label })
    .first();
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

async function move(page: Page, movement: string, fill: () => Promise<void>) {
  await page.getByRole('button', { name: 'Move asset' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /^Movement/ }).click();
  await page.getByRole('option', { name: movement }).click();
  await fill();
  await dialog.getByRole('button', { name: 'Move asset' }).click();
  await expect(dialog).toBeHidden();
}

test('a warehouse placed by dragging its marker; an asset issued, installed, removed as faulty and returned, each step in its history and the stock report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page);

  // The warehouse: its location set in the warehouse-location modal by tapping the map, then dragging the marker.
  await page.goto('/wh-locations/create');
  await page.getByRole('textbox', { name: /^Warehouse name/ }).fill(WAREHOUSE);
  await page.getByRole('button', { name: 'Set location' }).click();
  const modal = page.getByRole('dialog', { name: 'Warehouse location' });
  await modal.getByRole('textbox', { name: 'Latitude' }).fill('26.1832');
  await modal.getByRole('textbox', { name: 'Longitude' }).fill('91.7503');
  const marker = modal.getByRole('button', { name: 'Chosen position' });
  await expect(marker).toBeVisible();
  await expect(async () => {
    const before = await marker.boundingBox();
    await page.waitForTimeout(200);
    expect(await marker.boundingBox()).toEqual(before);
  }).toPass();
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height + 50, { steps: 8 });
  await page.mouse.up();
  await expect(modal.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('26.1832');
  const latitude = Number(await modal.getByRole('textbox', { name: 'Latitude' }).inputValue());
  expect(latitude).toBeLessThan(26.1832);
  await modal.getByRole('button', { name: 'Use this location' }).click();
  await expect(page.getByTestId('warehouse-position')).toContainText(latitude.toFixed(6));
  await page.getByRole('button', { name: 'Create warehouse' }).click();
  await expect(page.getByText(`The warehouse "${WAREHOUSE}" was created.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: WAREHOUSE })).toBeVisible();
  await expect(page.getByTestId('warehouse-position')).toContainText(latitude.toFixed(6));

  // The asset type and the asset.
  await page.goto('/assetType/create');
  await page.getByRole('textbox', { name: /^Asset type name/ }).fill(TYPE);
  await choose(page, /^Asset level/, 'Equipment');
  await page.getByRole('button', { name: 'Create asset type' }).click();
  await expect(page.getByText(`The asset type "${TYPE}" was created.`)).toBeVisible();

  await page.goto('/asset/create');
  await choose(page, /^Asset type/, TYPE, run);
  await page.getByRole('textbox', { name: /^Asset code/ }).fill(CODE);
  await page.getByRole('textbox', { name: /^Serial number/ }).fill(`SN-${run}`);
  await choose(page, /^Warehouse/, WAREHOUSE, run);
  await page.getByRole('button', { name: 'Register asset' }).click();
  await expect(page.getByText(`The asset "${CODE}" was registered.`)).toBeVisible();
  await expect(page.getByTestId('asset-status')).toHaveText('New');
  await expect(page.getByTestId('asset-place')).toHaveText(`Warehouse Storage: ${WAREHOUSE}`);

  // Issued to a crew, installed at a work location, removed as faulty, returned to the warehouse.
  await move(page, 'Issue to a vendor or crew (Issued)', async () => {
    await page.getByRole('dialog').getByText('Crew Storage', { exact: true }).click();
    await choose(page, /^Crew/, CREW, 'Beltola');
  });
  await expect(page.getByTestId('asset-place')).toContainText(`Crew Storage: ${CREW}`);

  await move(page, 'Install in the field (Installed)', async () => {
    await choose(page, /^Work location/, /^GHY-CM-0001 /, 'GHY-CM-0001');
  });
  await expect(page.getByTestId('asset-status')).toHaveText('Installed');
  await expect(page.getByTestId('asset-place')).toContainText('Field: GHY-CM-0001');

  await move(page, 'Remove from the field (Removed From Field)', async () => {
    await page.getByRole('dialog').getByText('Crew Storage', { exact: true }).click();
    await choose(page, /^Crew/, CREW, 'Beltola');
    await choose(page, /^Reason for removal/, 'Faulty Asset');
  });
  await expect(page.getByTestId('asset-status')).toHaveText('Removed From Field');

  await move(page, 'Return to a warehouse (Returned)', async () => {
    await choose(page, /^Warehouse/, WAREHOUSE, run);
  });
  await expect(page.getByTestId('asset-status')).toHaveText('Returned');
  await expect(page.getByTestId('asset-place')).toHaveText(`Warehouse Storage: ${WAREHOUSE}`);

  const history = page.getByLabel('Asset history');
  for (const step of ['New', 'Issued', 'Installed', 'Removed From Field', 'Returned']) {
    await expect(history.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(history.getByText('Faulty Asset')).toBeVisible();

  // The stock report counts it in the warehouse.
  await page.goto('/asset?view=stock');
  const row = page
    .getByRole('table', { name: 'Assets by type and place' })
    .getByRole('row', { name: new RegExp(TYPE) });
  await expect(row.getByRole('cell')).toHaveText([TYPE, '1', '0', '0', '0', '1']);
});

test('a vendor’s administrator sees only the vendor’s assets and moves them without warehouse moves on offer', async ({
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
      searchString: 'Brahmaputra Field Services',
    },
  );
  const vendorId = vendors[0]!.id;
  const { crews } = await apiCall<{ crews: Array<{ id: string; name: string }> }>(
    request,
    token,
    'POST',
    '/api/account/Crew/GetAll',
    {
      searchString: 'Beltola',
    },
  );
  const { warehouses } = await apiCall<{ warehouses: Array<{ id: string }> }>(
    request,
    token,
    'POST',
    '/api/organisation/Warehouse/GetAll',
    {},
  );
  const { assetTypes } = await apiCall<{ assetTypes: Array<{ id: string }> }>(
    request,
    token,
    'GET',
    '/api/asset/AssetType/GetAllAssetTypes',
  );
  const code = `VND-${run}`;
  const asset = await apiCall<{ id: string; version: number }>(request, token, 'POST', '/api/asset/Asset', {
    assetTypeId: assetTypes[0]!.id,
    code,
    warehouseId: warehouses[0]!.id,
  });
  await apiCall(request, token, 'POST', '/api/asset/Asset/UpdateAssetLocation', {
    assetId: asset.id,
    version: asset.version,
    movementStatus: 4,
    locationType: 3,
    crewId: crews[0]!.id,
  });
  const email = `stores-${run}@brahmaputra-fs.example`;
  await apiCall(request, token, 'POST', '/api/account/User', {
    name: `Dipankar Saikia ${run}`,
    email,
    roleId: role.id,
    vendorId,
    isActive: true,
    password: 'Vendor-stores-pass-1',
  });

  await signInAs(page, email, 'Vendor-stores-pass-1');
  await page.goto('/asset');
  await page.getByRole('searchbox', { name: 'Search assets' }).fill(code);
  await expect(page.getByText('1 - 1 items of 1')).toBeVisible();
  await page.getByRole('table', { name: 'Assets' }).getByText(code).click();
  await expect(page.getByTestId('asset-place')).toContainText('Crew Storage: Beltola Maintenance Crew');

  await page.getByRole('button', { name: 'Move asset' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /^Movement/ }).click();
  await expect(page.getByRole('option', { name: 'Return to a warehouse (Returned)' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Install in the field (Installed)' }).click();
  await dialog
    .getByRole('switch', { name: 'Use a map position instead of a work location' })
    .check({ force: true });
  await dialog.getByRole('textbox', { name: 'Latitude' }).fill('26.1445');
  await dialog.getByRole('textbox', { name: 'Longitude' }).fill('91.7898');
  await dialog.getByRole('button', { name: 'Move asset' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('asset-status')).toHaveText('Installed');
  await expect(page.getByTestId('asset-place')).toHaveText('Field: 26.144500, 91.789800');

  // Warehouse stock is the organisation's: none of it is listed for the vendor.
  await page.goto('/asset?place=1');
  await expect(page.getByText('No assets here')).toBeVisible();
});
