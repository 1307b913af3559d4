/**
 * The pieces of the offline route table (offline-actions.ts): what a route does offline, and for a write that
 * may wait in the outbox, the action it performs in a person's words. Pure: the service worker, the page and
 * the tests share it.
 */

/** `read`: never queued (answered from caches while offline). `queue`: may wait in the outbox. */
export type OfflinePolicy = 'read' | 'queue' | 'online-only';

/** A write as the table sees it: the path after the service base (`Workorder/UpdateApprovalStatus`). */
export interface ActionRequest {
  method: string;
  path: string;
  query: Readonly<Record<string, string>>;
  body: unknown;
}

/** A record as the device holds it (a cached row, or the fields a cached query names it by). */
export type KnownRecord = Readonly<Record<string, unknown>>;

/** What the device knows about records, by id: read from the cached queries at the time of queueing. */
export interface KnownRecords {
  find(id: string): KnownRecord | undefined;
}

export const NOTHING_KNOWN: KnownRecords = { find: () => undefined };

/** The action a queued write performs, stored beside its request. */
export interface WriteAction {
  /** `<resource>.<verb>`, e.g. `workOrder.approve`, `vendor.create`. */
  kind: string;
  /** In a person's words: "Approve WO-002888", "Assign 3 work orders to Kamrup Line Contractors". */
  label: string;
  /** Every record the write changes, by id; each shows a pending mark until the write lands. */
  recordIds: string[];
  /** The main record's code or name where the device knows it ("WO-002888"). */
  recordCode?: string;
  /** Writes of this kind reach the server in the order they were made, even for different records. */
  inOrder?: true;
  /**
   * The names the write takes or frees (a create's name, a rename's old and new ones, a deleted record's):
   * writes of one resource that share a name keep their order, so a name freed is free before it is taken.
   */
  names?: string[];
}

export type Describe = (request: ActionRequest, known: KnownRecords) => WriteAction;

export type OfflineRoute =
  { policy: 'read' } | { policy: 'online-only' } | { policy: 'queue'; describe: Describe };

export const read: OfflineRoute = { policy: 'read' };
export const onlineOnly: OfflineRoute = { policy: 'online-only' };
export const queue = (describe: Describe): OfflineRoute => ({ policy: 'queue', describe });

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `where`: `query.id`, `body.id`, `body.data.id`. */
export function valueAt(request: ActionRequest, where: string): unknown {
  const [place, ...path] = where.split('.');
  let value: unknown = place === 'query' ? request.query : request.body;
  for (const key of path) value = isObject(value) ? value[key] : undefined;
  return value;
}

/** A non-empty trimmed string, or undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function idAt(request: ActionRequest, places: readonly string[]): string | undefined {
  for (const place of places) {
    const id = text(valueAt(request, place));
    if (id) return id;
  }
  return undefined;
}

export function idsAt(request: ActionRequest, where: string): string[] {
  const value = valueAt(request, where);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** The name a person knows a record by: its code first (WO-000123), then its name or identifier. */
export function recordName(record: KnownRecord | undefined): string | undefined {
  if (!record) return undefined;
  for (const field of ['code', 'name', 'projectName', 'locationIdentifier', 'elementName', 'subjectName']) {
    const name = text(record[field]);
    if (name) return name;
  }
  return undefined;
}

export function knownName(known: KnownRecords, id: string | undefined): string | undefined {
  return id ? recordName(known.find(id)) : undefined;
}

/** "1 work order", "3 work orders". */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/** "a role", "an asset type": what a label says when the device does not know the record's name. */
export function some(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** "Edit crew North Line 2", or "Edit a crew" without a name. */
export function named(verb: string, noun: string, name: string | undefined): string {
  return name ? `${verb} ${noun} ${name}` : `${verb} ${some(noun)}`;
}

export function action(
  kind: string,
  label: string,
  recordIds: ReadonlyArray<string | undefined>,
  code?: string,
): WriteAction {
  const ids = recordIds.filter((id): id is string => Boolean(id));
  return { kind, label, recordIds: [...new Set(ids)], ...(code ? { recordCode: code } : {}) };
}

const MAX_LABEL = 300;
const MAX_RECORDS = 5_000;
const MAX_NAMES = 4;

/** A WriteAction read from untrusted JSON (the page's header), or null when it is not one. */
export function parseWriteAction(value: unknown): WriteAction | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, label, recordIds, recordCode, inOrder, names } = value as Record<string, unknown>;
  if (typeof kind !== 'string' || typeof label !== 'string' || label.length > MAX_LABEL) return null;
  if (!Array.isArray(recordIds) || recordIds.length > MAX_RECORDS) return null;
  if (!recordIds.every((id) => typeof id === 'string')) return null;
  return {
    kind,
    label,
    recordIds: recordIds as string[],
    ...(typeof recordCode === 'string' ? { recordCode } : {}),
    ...(inOrder === true ? { inOrder } : {}),
    ...(Array.isArray(names) && names.length <= MAX_NAMES && names.every((name) => typeof name === 'string')
      ? { names: names as string[] }
      : {}),
  };
}
