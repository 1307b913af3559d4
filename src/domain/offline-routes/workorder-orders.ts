import {
  action,
  counted,
  idAt,
  idsAt,
  knownName,
  onlineOnly,
  queue,
  read,
  text,
  valueAt,
  type ActionRequest,
  type Describe,
  type KnownRecords,
  type OfflineRoute,
} from '../offline-action-kit';

/** APPROVAL_STATUS.approved and .rejected (the table imports no schema module). */
const APPROVED = 2;
const REJECTED = 3;

/** "WO-002888" when the device holds the order, else "a work order". */
function orderCode(known: KnownRecords, id: string | undefined): string | undefined {
  return id ? text(known.find(id)?.code) : undefined;
}

type OrderLabel = (code: string, request: ActionRequest, known: KnownRecords) => string;

/** A write about one work order, named by its code: "Approve WO-002888". */
function oneOrder(kind: string, label: OrderLabel, places = ['query.workorderId', 'body.workorderId']) {
  return queue((request, known) => {
    const id = idAt(request, places);
    const code = orderCode(known, id);
    return action(`workOrder.${kind}`, label(code ?? 'a work order', request, known), [id], code);
  });
}

/** A write about several orders: "Reopen 3 work orders". */
function manyOrders(
  kind: string,
  verb: string,
  after?: (request: ActionRequest, known: KnownRecords) => string,
) {
  return queue((request, known) => {
    const ids = idsAt(request, 'body.workOrderIds');
    const label = `${verb} ${counted(ids.length, 'work order')}${after?.(request, known) ?? ''}`;
    return action(`workOrder.${kind}`, label, ids);
  });
}

const toCrew = (request: ActionRequest, known: KnownRecords) => {
  const vendor = knownName(known, idAt(request, ['body.vendorId'])) ?? 'a vendor';
  const crew = knownName(known, idAt(request, ['body.crewId']));
  return ` to ${vendor}${crew ? ` (crew ${crew})` : ''}`;
};

const move: OrderLabel = (code, request, known) =>
  `Move ${code} to ${knownName(known, idAt(request, ['body.workLocationId'])) ?? 'another work location'}`;

const edit: OrderLabel = (code, request) => {
  const onHold = valueAt(request, 'body.onHold');
  return onHold === true ? `Put ${code} on hold` : onHold === false ? `Resume ${code}` : `Edit ${code}`;
};

const approve: OrderLabel = (code, request) => {
  const status = valueAt(request, 'body.approvalStatus');
  return status === APPROVED ? `Approve ${code}` : status === REJECTED ? `Reject ${code}` : `Review ${code}`;
};

const create: Describe = (request, known) => {
  const at = knownName(known, idAt(request, ['body.workLocationId']));
  const label = `Create a work order${at ? ` at ${at}` : ''}`;
  // The server numbers orders (WO-000123) as they arrive: creates keep the order they were made in.
  return { ...action('workOrder.create', label, [idAt(request, ['body.id'])]), inOrder: true };
};

const recordWork: OrderLabel = (code, request, known) =>
  `Record ${knownName(known, idAt(request, ['body.activityId'])) ?? 'work'} on ${code}`;

export const ORDER_ROUTES: Record<string, OfflineRoute> = {
  'POST Workorder/GetAll': read,
  'POST Workorder/GetMapClusters': read,
  // The server finds the orders inside a drawn area: never queued, never answered from a copy.
  'POST Workorder/GetMapSelection': onlineOnly,
  'GET Workorder/GetById': read,
  'GET Workorder/GetWorkorderStatusHistory': read,
  'GET Workorder/GetWorkorderActivities': read,
  'POST WorkOrder/GetDashboardWorkorderStats': read,
  'POST Workorder/GetSwimlaneViewData': read,
  'POST Workorder': queue(create),
  'PUT Workorder': oneOrder('edit', edit),
  'DELETE Workorder': oneOrder('delete', (code) => `Delete ${code}`),
  'DELETE Workorder/Bulk': manyOrders('delete', 'Delete'),
  'POST Workorder/AssignMultipleWorkorders': manyOrders('assign', 'Assign', toCrew),
  'POST Workorder/ReopenWorkorder': oneOrder('reopen', (code) => `Reopen ${code}`),
  'POST Workorder/ReopenMultipleWorkorders': manyOrders('reopen', 'Reopen'),
  'POST Workorder/InterchangeWorklocation': oneOrder('move', move),
  'POST Workorder/UpdateApprovalStatus': oneOrder('approve', approve),
  'POST Workorder/ReSubmitActivityFromAdmin': oneOrder('record', recordWork),
  'DELETE Workorder/DeleteWorkorderActivityTaskElement': oneOrder(
    'clearValue',
    (code) => `Clear a value on ${code}`,
  ),
  'POST Workorder/Export': onlineOnly,
  'POST Workorder/Import': onlineOnly,
};

/**
 * Reports and dashboards are declared as contracts (src/domain/contracts/workorder/report), their offline
 * policy with them; nothing of theirs is left here.
 */
export const REPORT_ROUTES: Record<string, OfflineRoute> = {};
