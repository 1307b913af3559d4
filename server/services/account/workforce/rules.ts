import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { WORKFORCE_KIND } from '../../../../src/domain/workforce';
import type { Workforce } from '../../../../src/domain/workforce';
import type { Tx } from '../../../db/client';
import { workforce } from '../../../db/schema/index';
import { HttpError, fieldError } from '../../../lib/http-errors';
import { crewsOf, reportsOf } from './queries';

/** Only a mobile user reports to a supervisor, and only to one of the same vendor (or both the organisation's). */
export async function assertSupervisorValid(
  tx: Tx,
  person: { id: string; kind: number; vendorId: string | null; supervisorId: string | null },
): Promise<void> {
  if (!person.supervisorId) return;
  const field = 'SupervisorId';
  if (person.kind !== WORKFORCE_KIND.mobileUser)
    throw fieldError(field, SERVER_MESSAGES.onlyMobileUsersReport);
  if (person.supervisorId === person.id) throw fieldError(field, SERVER_MESSAGES.cannotSuperviseSelf);
  const [found] = await tx
    .select({ kind: workforce.kind, vendorId: workforce.vendorId })
    .from(workforce)
    .where(eq(workforce.id, person.supervisorId));
  if (!found) throw fieldError(field, SERVER_MESSAGES.supervisorNotFound);
  if (found.kind !== WORKFORCE_KIND.supervisor) throw fieldError(field, SERVER_MESSAGES.notASupervisor);
  if (found.vendorId !== person.vendorId) throw fieldError(field, SERVER_MESSAGES.supervisorOfOtherVendor);
}

function listed(names: string[], noun: [string, string]): string {
  const shown = names.slice(0, 3).join(', ');
  const more = names.length > 3 ? `, and ${names.length - 3} more` : '';
  return `${names.length} ${names.length === 1 ? noun[0] : noun[1]} (${shown}${more})`;
}

/**
 * A change must not strand others: a supervisor who stops being one, or moves vendor, must first hand over
 * their mobile users; someone moving vendor must first leave their crews (crews are per vendor).
 */
export async function assertChangeKeepsLinks(
  tx: Tx,
  current: Workforce,
  next: { kind: number; vendorId: string | null },
): Promise<void> {
  const vendorChanges = next.vendorId !== current.vendorId;
  const stopsSupervising =
    current.kind === WORKFORCE_KIND.supervisor && (next.kind !== WORKFORCE_KIND.supervisor || vendorChanges);
  if (stopsSupervising && current.reportCount > 0) {
    const reports = await reportsOf(tx, current.id);
    throw new HttpError(
      409,
      'Conflict',
      SERVER_MESSAGES.stillSupervising(current.name, listed(reports, ['mobile user', 'mobile users'])),
    );
  }
  if (vendorChanges && current.crews.length > 0) {
    const crews = (await crewsOf(tx, current.id)).map((c) => c.name);
    throw new HttpError(
      409,
      'Conflict',
      SERVER_MESSAGES.vendorChangeInCrews(current.name, listed(crews, ['crew', 'crews'])),
    );
  }
}
