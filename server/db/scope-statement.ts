import { APP_ROLE } from './schema/columns';

export interface RequestScope {
  organisationId: string;
  vendorId: string | null;
  /** The signed-in user, whose access-group grants apply (else their vendor's). */
  userId?: string | undefined;
  /** A crew acting in the field: its grants apply (else its vendor's). */
  crewId?: string | undefined;
  /**
   * The versions of the user's account and role rows the caller was read from: the transaction's opening
   * fails with CALLER_CHANGED (before any of its work runs) when they are no longer current.
   */
  stamp?: string | undefined;
}

/**
 * Sets the request role, app.organisation_id, app.vendor_id, and app.access_groups to the caller's allowed
 * access groups: the groups granted to the user (or crew), else those granted to their vendor, each with all
 * its descendants. '' means no grant applies, so the
 * caller is unrestricted inside their organisation or vendor; '{}' means grants exist but cover nothing.
 */
export function scopeStatement(scope: RequestScope): string {
  const organisation = idLiteral(scope.organisationId);
  const own = scope.crewId
    ? `kind = 'crew' and subject_id = ${idLiteral(scope.crewId)}::uuid`
    : `kind = 'admin' and subject_id = ${idLiteral(scope.userId ?? null)}::uuid`;
  return `with own as (
      select unnest(access_group_ids) as id from access_grant where organisation_id = ${organisation}::uuid and ${own}
    ), vendor_grant as (
      select unnest(access_group_ids) as id from access_grant
      where organisation_id = ${organisation}::uuid and kind = 'vendor' and subject_id = ${idLiteral(scope.vendorId)}::uuid
        and not exists (select 1 from own)
    ), roots as (select id from own union select id from vendor_grant)
    select ${callerCheck(scope)}set_config('role', '${APP_ROLE}', true), set_config('app.organisation_id', ${organisation}, true),
      set_config('app.vendor_id', ${scope.vendorId ? idLiteral(scope.vendorId) : "''"}, true),
      set_config('app.access_groups', case when exists (select 1 from roots) then coalesce((
      select array_agg(distinct c.descendant_id)::text from access_group_closure c
      where c.organisation_id = ${organisation}::uuid and c.ancestor_id in (select id from roots)
    ), '{}') else '' end, true)`;
}

/**
 * The check that the caller's stamp is current, first in the opening's select list: it runs before the role
 * is set, as the tables' owner, like the grants' reads.
 */
function callerCheck(scope: RequestScope): string {
  if (!scope.stamp || !scope.userId) return '';
  if (!STAMP.test(scope.stamp)) throw new Error('a caller stamp is two row versions');
  return `app_caller_unchanged(${idLiteral(scope.organisationId)}::uuid, ${idLiteral(scope.userId)}::uuid, '${scope.stamp}'), `;
}

const STAMP = /^\d{1,10}:\d{1,10}$/;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id written into the scope's statement as a literal (it is sent with BEGIN as one simple query, which
 * takes no parameters): only an id's characters can pass.
 */
function idLiteral(id: string | null | undefined): string {
  if (id === null || id === undefined) return 'null';
  if (!ID.test(id)) throw new Error('a request scope holds ids only');
  return `'${id}'`;
}
