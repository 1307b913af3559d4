import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCall, apiToken } from '../api';
import { signInAs } from '../fixtures';

const run = Date.now().toString(36).slice(-5);
const TEMPLATE = `Pole-mounted transformer ${run}`;
const LOCATION = { identifier: `NLP-DT-${run}`, name: `Bihpuria Chariali transformer ${run}` };
const HIDDEN = { identifier: `NLP-DT-X${run}`, name: `Narayanpur transformer ${run}` };
const VENDOR_USER = { email: `ops-${run}@majuli-electric.example`, password: 'Vendor-user-pass-1' };

interface Tree {
  projectId: string;
  root: string;
  child: string;
  grandchild: string;
  sibling: string;
}

/** A project with root > child > grandchild and a second root, through the API to keep the journey short. */
async function makeTree(request: APIRequestContext, token: string): Promise<Tree> {
  const project = await apiCall<{ id: string }>(request, token, 'POST', '/api/workorder/Project', {
    projectName: `North Lakhimpur Rural ${run}`,
  });
  const group = async (name: string, parentId: string | null) =>
    (
      await apiCall<{ id: string }>(request, token, 'POST', '/api/workorder/AccessGroup', {
        projectId: project.id,
        name,
        parentId,
      })
    ).id;
  const root = await group(`Lakhimpur Circle ${run}`, null);
  const child = await group(`Bihpuria Division ${run}`, root);
  const grandchild = await group(`Chariali Section ${run}`, child);
  const sibling = await group(`Dhemaji Circle ${run}`, null);
  return { projectId: project.id, root, child, grandchild, sibling };
}

test('a template with a required choice, a located work location, and a vendor that sees only its grant', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(page.request);
  const tree = await makeTree(page.request, token);

  await signInAs(page);
  // The template and its required choice field, through the editor.
  await page.goto('/wl-templates/create');
  await page.getByRole('textbox', { name: /^Template name/ }).fill(TEMPLATE);
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByText(`The template "${TEMPLATE}" was created. Add its fields now.`)).toBeVisible();
  await page.getByRole('button', { name: 'Add field' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Field name/ }).fill('Mounting');
  await dialog.getByRole('textbox', { name: /^Code/ }).fill('MOUNT');
  await dialog.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Choice', exact: true }).click();
  const choices = dialog.getByRole('combobox', { name: /^Choices/ });
  for (const choice of ['Single pole', 'Double pole', 'Plinth']) {
    await choices.fill(choice);
    await choices.press('Enter');
  }
  await dialog.getByRole('switch', { name: /^Required/ }).check();
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByText('The field "Mounting" was saved.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fields' })).toContainText('Single pole, Double pole, Plinth');

  // The location: project, template, the grandchild group, the required value, and a dragged marker.
  await page.goto(`/work-locations/create?projectId=${tree.projectId}`);
  await page.getByRole('combobox', { name: /^Template/ }).click();
  await page.getByRole('option', { name: TEMPLATE, exact: true }).click();
  await page.getByRole('combobox', { name: /^Access group/ }).click();
  await page.getByRole('option', { name: new RegExp(`› Chariali Section ${run}$`) }).click();
  await page.getByRole('textbox', { name: /^Location identifier/ }).fill(LOCATION.identifier);
  await page.getByRole('textbox', { name: /^Name/ }).fill(LOCATION.name);
  await page.getByRole('button', { name: 'Create work location' }).click();
  await expect(page.getByText('Mounting is required')).toBeVisible();
  await page.getByRole('combobox', { name: /^Mounting/ }).click();
  await page.getByRole('option', { name: 'Double pole' }).click();

  await page.getByRole('textbox', { name: 'Latitude' }).fill('27.2');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('94.1');
  const marker = page.getByRole('button', { name: 'Chosen position' });
  await expect(marker).toBeVisible();
  await marker.scrollIntoViewIfNeeded();
  await expect(async () => {
    // The map follows the typed position; the marker stays put once it has.
    const before = await marker.boundingBox();
    await page.waitForTimeout(200);
    expect(await marker.boundingBox()).toEqual(before);
  }).toPass();
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height + 40, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('27.2');
  const latitude = Number(await page.getByRole('textbox', { name: 'Latitude' }).inputValue());
  expect(latitude).toBeLessThan(27.2);

  await page.getByRole('button', { name: 'Create work location' }).click();
  await expect(page.getByText(`The work location "${LOCATION.identifier}" was created.`)).toBeVisible();

  // A location in another circle, which the vendor must not see.
  const template = await apiCall<{ workLocationTemplates: Array<{ id: string; name: string }> }>(
    page.request,
    token,
    'GET',
    '/api/workorder/WorkLocationTemplate/GetAll',
  );
  const templateId = template.workLocationTemplates.find((t) => t.name === TEMPLATE)!.id;
  const fields = await apiCall<{ workLocationTemplateElements: Array<{ id: string }> }>(
    page.request,
    token,
    'GET',
    `/api/workorder/WorkLocationTemplate/GetWorkLocationTemplateElements?workLocationTemplateId=${templateId}`,
  );
  await apiCall(page.request, token, 'POST', '/api/workorder/WorkLocation', {
    projectId: tree.projectId,
    workLocationTemplateId: templateId,
    accessGroupId: tree.sibling,
    locationIdentifier: HIDDEN.identifier,
    name: HIDDEN.name,
    elementValues: [{ elementId: fields.workLocationTemplateElements[0]!.id, value: 'Plinth' }],
  });

  // A vendor with a crew, both granted the child group; the vendor's administrator signs in.
  const vendor = await apiCall<{ id: string }>(page.request, token, 'POST', '/api/account/Vendor', {
    name: `Majuli Electric Works ${run}`,
  });
  const crew = await apiCall<{ id: string }>(page.request, token, 'POST', '/api/account/Crew', {
    name: `Chariali Line Crew ${run}`,
    vendorId: vendor.id,
    members: [],
  });
  for (const [kind, subjectId] of [
    ['VendorAccessGroup', vendor.id],
    ['CrewAccessGroup', crew.id],
  ] as const) {
    await apiCall(page.request, token, 'POST', `/api/account/${kind}`, {
      data: { subjectId, projectId: tree.projectId, accessGroupIds: [tree.child] },
    });
  }
  const roles = await apiCall<{ roles: Array<{ id: string; name: string }> }>(
    page.request,
    token,
    'GET',
    '/api/account/Role/GetAllByCategory?category=2',
  );
  await apiCall(page.request, token, 'POST', '/api/account/User', {
    name: `Ops ${run}`,
    email: VENDOR_USER.email,
    roleId: roles.roles.find((role) => role.name === 'Vendor administrator')!.id,
    vendorId: vendor.id,
    isActive: true,
    password: VENDOR_USER.password,
  });

  await page.context().clearCookies();
  await page.goto('/sign-in');
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, VENDOR_USER.email, VENDOR_USER.password);
  await page.goto(`/work-locations?projectId=${tree.projectId}`);
  const table = page.getByRole('table', { name: 'Work locations' });
  await expect(table.getByText(LOCATION.identifier)).toBeVisible();
  await expect(table.getByText(HIDDEN.identifier)).toHaveCount(0);
  await expect(page.getByText('1 - 1 items of 1')).toBeVisible();
});
