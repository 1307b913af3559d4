import {
  action,
  counted,
  idAt,
  idsAt,
  knownName,
  queue,
  text,
  valueAt,
  type ActionRequest,
  type Describe,
  type KnownRecords,
} from '../../../offline-action-kit';
import { camelQuery } from '../../../fields';
import { APPROVAL_STATUS, workOrderIdQuerySchema } from '../../../workorders';

/**
 * What the work-order contracts share: the query naming one order, and how a queued write is named for a
 * person ("Approve WO-002888", "Reopen 3 work orders") in their offline policies.
 */

/** The query of the calls on one work order: ?WorkorderId=... */
export const workOrderIdQuery = camelQuery(workOrderIdQuerySchema);

/** "WO-002888" when the device holds the order, else "a work order". */
function orderCode(known: KnownRecords, id: string | undefined): string | undefined {
  return id ? text(known.find(id)?.code) : undefined;
}

export type OrderLabel = (code: string, request: ActionRequest, known: KnownRecords) => string;

/** A write about one work order, named by its code: "Approve WO-002888". */
export function oneOrder(
  kind: string,
  label: OrderLabel,
  places = ['query.workorderId', 'body.workorderId'],
) {
  return queue((request, known) => {
    const id = idAt(request, places);
    const code = orderCode(known, id);
    return action(`workOrder.${kind}`, label(code ?? 'a work order', request, known), [id], code);
  });
}

/** A write about several orders: "Reopen 3 work orders". */
export function manyOrders(
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

export const toCrew = (request: ActionRequest, known: KnownRecords) => {
  const vendor = knownName(known, idAt(request, ['body.vendorId'])) ?? 'a vendor';
  const crew = knownName(known, idAt(request, ['body.crewId']));
  return ` to ${vendor}${crew ? ` (crew ${crew})` : ''}`;
};

export const move: OrderLabel = (code, request, known) =>
  `Move ${code} to ${knownName(known, idAt(request, ['body.workLocationId'])) ?? 'another work location'}`;

export const edit: OrderLabel = (code, request) => {
  const onHold = valueAt(request, 'body.onHold');
  return onHold === true ? `Put ${code} on hold` : onHold === false ? `Resume ${code}` : `Edit ${code}`;
};

export const approve: OrderLabel = (code, request) => {
  const status = valueAt(request, 'body.approvalStatus');
  return status === APPROVAL_STATUS.approved
    ? `Approve ${code}`
    : status === APPROVAL_STATUS.rejected
      ? `Reject ${code}`
      : `Review ${code}`;
};

export const create: Describe = (request, known) => {
  const at = knownName(known, idAt(request, ['body.workLocationId']));
  const label = `Create a work order${at ? ` at ${at}` : ''}`;
  // The server numbers orders (WO-000123) as they arrive: creates keep the order they were made in.
  return { ...action('workOrder.create', label, [idAt(request, ['body.id'])]), inOrder: true };
};

export const recordWork: OrderLabel = (code, request, known) =>
  `Record ${knownName(known, idAt(request, ['body.activityId'])) ?? 'work'} on ${code}`;
