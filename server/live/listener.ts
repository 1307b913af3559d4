import { sql } from 'drizzle-orm';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { withScope } from '../db/client';
import type { StoredEvent } from './feed-store';

/** Who listens on a stream: what row-level security would let them read, resolved when it opens. */
export interface Listener {
  organisationId: string;
  vendorId: string | null;
  userId: string;
  permissions: ReadonlySet<string>;
  /** The access groups the caller's grants allow (with their descendants); null: no grant restricts them. */
  accessGroups: ReadonlySet<string> | null;
}

/** Any one of these lets a caller hear of a kind's changes (the screens that show them). */
const KIND_PERMISSIONS: Record<Exclude<StoredEvent['kind'], 'notification'>, readonly string[]> = {
  work_order: ['workOrder.view', 'swimLane.view', 'mapView.view', 'report.dashboard'],
  work_order_activity: ['workOrder.view'],
  asset: ['asset.view'],
  file_job: ['importExport.view'],
};

/**
 * How a listener hears an event: all of it; as an order that left them (`movedAway`: it went to another
 * vendor; `leftGroups`: out of the access groups their grants allow), when they could see it before the
 * change and cannot now, so they learn that it left, never where it went; or not at all (null). The same
 * rules as the tables' row-level security (organisation; a vendor user only their vendor's rows;
 * access-group grants for orders), the permission of a screen that shows the kind, and a notification only
 * to its user.
 */
export function hearing(listener: Listener, event: StoredEvent): Hearing {
  if (event.organisationId !== listener.organisationId) return null;
  if (event.kind === 'notification') return event.userId === listener.userId ? 'all' : null;
  if (!KIND_PERMISSIONS[event.kind].some((key) => listener.permissions.has(key))) return null;
  const order = event.kind === 'work_order' || event.kind === 'work_order_activity';
  const vendorSees = listener.vendorId === null || event.vendorId === listener.vendorId;
  if (vendorSees && (!order || groupsAllow(listener, event.accessGroupId))) return 'all';
  if (event.kind !== 'work_order' || event.op !== 'update') return null;
  const vendorSaw = vendorSees || event.previousVendorId === listener.vendorId;
  if (!vendorSaw || !groupsAllow(listener, event.previousAccessGroupId)) return null;
  return vendorSees ? 'leftGroups' : 'movedAway';
}

export type Hearing = 'all' | 'movedAway' | 'leftGroups' | null;

function groupsAllow(listener: Listener, group: string | null): boolean {
  return listener.accessGroups === null || (group !== null && listener.accessGroups.has(group));
}

/** The caller as a listener, their access groups read as a request of theirs would have them. */
export async function listenerOf(db: Db, auth: AuthContext): Promise<Listener> {
  const groups = await withScope(db, auth, async (tx) => {
    const result = (await tx.execute(
      sql`select current_setting('app.access_groups', true) as groups`,
    )) as unknown as {
      rows: Array<{ groups: string | null }>;
    };
    return result.rows[0]?.groups ?? '';
  });
  return {
    organisationId: auth.organisationId,
    vendorId: auth.vendorId,
    userId: auth.userId,
    permissions: auth.permissions,
    accessGroups:
      groups === ''
        ? null
        : new Set(
            groups
              .replace(/^\{|\}$/g, '')
              .split(',')
              .filter(Boolean),
          ),
  };
}
