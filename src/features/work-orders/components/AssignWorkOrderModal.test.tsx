import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch } from '../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../tests/support/render';
import { sessionInfo } from '../../../../tests/support/session-fixtures';
import { assignError, AssignWorkOrderModal, type AssignMode } from './AssignWorkOrderModal';

const ASSAM = '01890a5d-ac96-7000-8000-00000000000a';
const KAMRUP = '01890a5d-ac96-7000-8000-00000000000b';
const CHANDMARI = '01890a5d-ac96-7000-8000-0000000000c1';
const LOKHRA = '01890a5d-ac96-7000-8000-0000000000c2';
const ORDERS = ['01890a5d-ac96-7000-8000-0000000000e1', '01890a5d-ac96-7000-8000-0000000000e2'];
const CREWS = [
  { id: CHANDMARI, name: 'Chandmari Line Crew', vendorId: ASSAM },
  { id: LOKHRA, name: 'Lokhra Substation Crew', vendorId: KAMRUP },
];

function stubServer({
  user = {},
  bulk,
}: { user?: { vendorId?: string; vendorName?: string }; bulk?: () => Response } = {}) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session'))
      return dataResponse(sessionInfo(['workOrder.update', 'workOrder.reopen'], user));
    if (request.url.endsWith('GetAllVendors')) {
      return dataResponse({
        vendors: [
          { id: ASSAM, name: 'Assam Line Works' },
          { id: KAMRUP, name: 'Kamrup Line Contractors' },
        ],
        pageTotal: 2,
      });
    }
    if (request.url.endsWith('GetAllCrews')) {
      const { vendorId } = request.body as { vendorId?: string };
      const crews = CREWS.filter((crew) => vendorId === undefined || crew.vendorId === vendorId);
      return dataResponse({ crews, pageTotal: crews.length });
    }
    if (request.url.includes('/api/workorder/Workorder/'))
      return bulk?.() ?? dataResponse({ workOrderIds: ORDERS, count: 2 });
    return dataResponse(null);
  });
}

function open(mode: AssignMode = 'assign') {
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <AssignWorkOrderModal opened mode={mode} workOrderIds={ORDERS} onClose={onClose} onDone={onDone} />,
  );
  return { onDone, onClose };
}

async function choose(name: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const submit = async (label = 'Assign') =>
  userEvent.setup().click(await screen.findByRole('button', { name: label }));

afterEach(() => vi.unstubAllGlobals());

describe('assignError', () => {
  it('names what is missing, exactly as SPEC section 5 words it', () => {
    expect(assignError(null, null)).toBe('Vendor and Crew is required.*');
    expect(assignError(ASSAM, null)).toBe('Crew is required.*');
    expect(assignError(null, CHANDMARI)).toBe('Vendor is required.*');
    expect(assignError(ASSAM, CHANDMARI)).toBeNull();
  });
});

// Whole modals driven through jsdom: more than the 5 s default on a busy machine.
describe('AssignWorkOrderModal', { timeout: 15_000 }, () => {
  it('says "Vendor and Crew is required.*" when submitted with neither, and sends nothing', async () => {
    const sent = stubServer();
    open();
    await screen.findByRole('combobox', { name: /^Vendor/ });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Vendor and Crew is required\.\*$/);
    expect(sent.some((request) => request.url.includes('AssignMultipleWorkorders'))).toBe(false);
  });

  it('says "Crew is required.*" with a vendor and no crew', async () => {
    stubServer();
    open();
    await choose(/^Vendor/, 'Assam Line Works');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Crew is required\.\*$/);
  });

  it('says "Vendor is required.*" with a crew and no vendor', async () => {
    stubServer();
    open();
    await choose(/^Crew/, 'Lokhra Substation Crew');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Vendor is required\.\*$/);
  });

  it('assigns the orders to the vendor and crew and says "Multiple Work Order Assigned successfully."', async () => {
    const sent = stubServer();
    const { onDone, onClose } = open();
    await choose(/^Vendor/, 'Assam Line Works');
    await choose(/^Crew/, 'Chandmari Line Crew');
    await submit();
    expect(await screen.findByText('Multiple Work Order Assigned successfully.')).toBeInTheDocument();
    const call = sent.find((request) => request.url.endsWith('Workorder/AssignMultipleWorkorders'));
    expect(call?.body).toEqual({ workOrderIds: ORDERS, vendorId: ASSAM, crewId: CHANDMARI });
    expect(onDone).toHaveBeenCalledWith({ queued: false });
    expect(onClose).toHaveBeenCalled();
  });

  it('hides the vendor selector from a vendor user and assigns to their own vendor', async () => {
    const sent = stubServer({ user: { vendorId: KAMRUP, vendorName: 'Kamrup Line Contractors' } });
    open();
    expect(await screen.findByTestId('assign-own-vendor')).toHaveTextContent('Kamrup Line Contractors');
    expect(screen.queryByRole('combobox', { name: /^Vendor/ })).not.toBeInTheDocument();
    await choose(/^Crew/, 'Lokhra Substation Crew');
    expect(
      sent
        .filter((request) => request.url.endsWith('GetAllCrews'))
        .every((request) => (request.body as { vendorId?: string }).vendorId === KAMRUP),
    ).toBe(true);
    await submit();
    await waitFor(() =>
      expect(sent.some((request) => request.url.endsWith('AssignMultipleWorkorders'))).toBe(true),
    );
    expect(sent.find((request) => request.url.endsWith('AssignMultipleWorkorders'))?.body).toMatchObject({
      vendorId: KAMRUP,
      crewId: LOKHRA,
    });
  });

  it('lists the orders a refused assignment names and stays open', async () => {
    stubServer({
      bulk: () =>
        errorResponse(422, {
          title: 'Validation failed',
          message: 'Some work orders cannot be assigned.',
          errors: [{ field: 'WorkOrderIds[1]', message: 'WO-000002 is completed and cannot be assigned.' }],
        }),
    });
    const { onDone } = open();
    await choose(/^Vendor/, 'Assam Line Works');
    await choose(/^Crew/, 'Chandmari Line Crew');
    await submit();
    expect(await screen.findByText('WO-000002 is completed and cannot be assigned.')).toBeInTheDocument();
    expect(screen.getByText('Nothing was assigned')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('re-opens without vendor or crew, with the remarks, and says "Multiple Re-Open of Work Order successfully."', async () => {
    const sent = stubServer();
    open('reopen');
    await userEvent
      .setup()
      .type(await screen.findByRole('textbox', { name: 'Remarks' }), 'Meter reading missing');
    expect(screen.queryByRole('combobox', { name: /^Vendor/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Crew/ })).not.toBeInTheDocument();
    await submit('Re-Open');
    expect(await screen.findByText('Multiple Re-Open of Work Order successfully.')).toBeInTheDocument();
    expect(sent.find((request) => request.url.endsWith('Workorder/ReopenMultipleWorkorders'))?.body).toEqual({
      workOrderIds: ORDERS,
      remarks: 'Meter reading missing',
    });
  });
});
