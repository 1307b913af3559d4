import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch } from '../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../tests/support/render';
import { sessionInfo, storeSession } from '../../../../tests/support/session-fixtures';
import { ReportCreatePage } from '../ReportCreate.page';

const uuid = (n: number) => `01890a5d-ac96-7000-8000-${String(n).padStart(12, '0')}`;
const METERS = uuid(11);
const POLES = uuid(12);

const template = (id: string, name: string) => ({
  id,
  name,
  code: null,
  description: null,
  elementCount: 1,
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const element = (id: string, templateId: string, elementName: string, elementType: string) => ({
  id,
  workLocationTemplateId: templateId,
  elementName,
  code: elementName.toUpperCase(),
  elementType,
  isRequired: false,
  options: [],
  sortOrder: 1,
  version: 1,
});

function stubServer() {
  storeSession();
  return stubFetch((request) => {
    const url = request.url;
    if (url.endsWith('Auth/Session')) return dataResponse(sessionInfo(['report.view', 'report.create']));
    if (url.includes('WorkLocationTemplate/GetAll')) {
      return dataResponse({ workLocationTemplates: [template(METERS, 'Meters'), template(POLES, 'Poles')] });
    }
    if (url.includes('GetWorkLocationTemplateElements')) {
      const elements = url.includes(METERS)
        ? [element(uuid(21), METERS, 'Load (kW)', 'number')]
        : [element(uuid(22), POLES, 'Pole type', 'text')];
      return dataResponse({ workLocationTemplateElements: elements });
    }
    if (url.endsWith('Report/DynamicWorkorderReport')) {
      return errorResponse(400, {
        title: 'The report could not be run',
        errors: [{ field: 'Definition.Filters.0.Value', message: 'Function pg_sleep is not allowed' }],
      });
    }
    return dataResponse(null);
  });
}

async function choose(scope: HTMLElement, name: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(within(scope).getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function addRow() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Add filter' }));
  const rows = await screen.findAllByRole('group', { name: /^Filter \d+$/ });
  return rows.at(-1)!;
}

function optionNames() {
  return screen.getAllByRole('option').map((option) => option.textContent);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Whole forms driven through jsdom: more than the 5 s default on a busy machine.
describe('the report builder filter grid', { timeout: 30_000 }, () => {
  it('shows Sub Type only for a type that needs one', async () => {
    stubServer();
    renderWithProviders(<ReportCreatePage />, { route: '/reports/create' });
    const row = await addRow();
    await choose(row, /^Type/, 'Project');
    expect(within(row).queryByRole('combobox', { name: /^Sub Type/ })).not.toBeInTheDocument();
    await choose(row, /^Type/, 'WorklocationFormField');
    expect(await within(row).findByRole('combobox', { name: /^Sub Type/ })).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: /^Field/ })).toBeDisabled();
  });

  it('offers only the operators that fit the value, never 2 or 3', async () => {
    stubServer();
    renderWithProviders(<ReportCreatePage />, { route: '/reports/create' });
    const row = await addRow();
    await choose(row, /^Type/, 'WorkorderCode');
    await userEvent.setup().click(within(row).getByRole('combobox', { name: /^Operator/ }));
    expect(optionNames()).toEqual(['equals', 'greater than', 'less than', 'at least', 'at most']);
    await userEvent.setup().keyboard('{Escape}');

    await choose(row, /^Type/, 'WorklocationFormField');
    await choose(row, /^Sub Type/, 'Poles');
    await choose(row, /^Field/, 'Pole type');
    // A text field compares only by equality, which is then chosen for the user.
    expect(within(row).getByRole('combobox', { name: /^Operator/ })).toHaveValue('equals');
  });

  it('clears the field, operator and value when another template is chosen', async () => {
    stubServer();
    renderWithProviders(<ReportCreatePage />, { route: '/reports/create' });
    const user = userEvent.setup();
    const row = await addRow();
    await choose(row, /^Type/, 'WorklocationFormField');
    await choose(row, /^Sub Type/, 'Meters');
    await choose(row, /^Field/, 'Load (kW)');
    await choose(row, /^Operator/, 'at least');
    await user.type(within(row).getByRole('textbox', { name: /^Value/ }), '15');

    await choose(row, /^Sub Type/, 'Poles');
    await waitFor(() => expect(within(row).getByRole('combobox', { name: /^Field/ })).toHaveValue(''));
    expect(within(row).getByRole('combobox', { name: /^Operator/ })).toHaveValue('');
    expect(within(row).getByRole('textbox', { name: /^Value/ })).toHaveValue('');
  });

  it("shows the server's SQL error on the row's SQL field, and the failure toast", async () => {
    const sent = stubServer();
    renderWithProviders(<ReportCreatePage />, { route: '/reports/create' });
    const user = userEvent.setup();
    const row = await addRow();
    await choose(row, /^Type/, 'where statement');
    const sql = within(row).getByRole('textbox', { name: /^Value/ });
    await user.type(sql, 'pg_sleep(10) > 0');
    await user.click(screen.getByRole('button', { name: 'Run' }));

    await waitFor(() => expect(sql).toHaveAccessibleDescription(/Function pg_sleep is not allowed/));
    expect(sql).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('The report could not be run')).toBeInTheDocument();
    const run = sent.find((request) => request.url.endsWith('Report/DynamicWorkorderReport'));
    expect(run?.body).toMatchObject({
      kind: 'builder',
      definition: { filters: [{ type: 19, subTypeId: null, operator: 1, value: 'pg_sleep(10) > 0' }] },
    });
  });

  it('says what a row is missing before anything is run', async () => {
    const sent = stubServer();
    renderWithProviders(<ReportCreatePage />, { route: '/reports/create' });
    const row = await addRow();
    await choose(row, /^Type/, 'WorkflowActivity');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Run' }));
    expect(await within(row).findByText('Sub Type is required')).toBeInTheDocument();
    expect(sent.some((request) => request.url.endsWith('DynamicWorkorderReport'))).toBe(false);
  });
});
