import {
  GRANT_KINDS,
  grantCreateSchema,
  grantDeleteSchema,
  grantListQuerySchema,
  grantListSchema,
  grantSchema,
  grantUpdateSchema,
  type GrantKind,
} from '../../access-grants';
import { deletedSchema } from '../../fields';
import {
  action,
  counted,
  idAt,
  idsAt,
  knownName,
  queue,
  read,
  text,
  type Describe,
} from '../../offline-action-kit';
import { permission } from '../../permissions';
import { defineContract } from '../kit';

const service = 'account';

/** How a queued grant names its subject when the device does not know it ("the vendor"). */
const WHOM: Record<GrantKind, string> = { admin: 'user', vendor: 'vendor', crew: 'crew' };

/**
 * The list, grant, change and withdraw of one kind of access grant, at `AdminAccessGroup`,
 * `VendorAccessGroup` or `CrewAccessGroup` (every body wraps its payload in `data`).
 */
function grantContracts<const K extends GrantKind>(kind: K) {
  const { base, area } = GRANT_KINDS[kind];
  const whom = WHOM[kind];
  const grant: Describe = (request, known) => {
    const subject = idAt(request, ['body.data.subjectId']);
    const project = knownName(known, idAt(request, ['body.data.projectId']));
    const groups = counted(idsAt(request, 'body.data.accessGroupIds').length, 'access group');
    const to = knownName(known, subject) ?? `the ${whom}`;
    const label = `Grant ${groups}${project ? ` of ${project}` : ''} to ${to}`;
    return action(`${whom}Access.grant`, label, [subject]);
  };
  const change: Describe = (request, known) => {
    const id = idAt(request, ['body.data.id']);
    const subject = known.find(id ?? '')?.subjectName;
    const label = `Change the access groups of ${text(subject) ?? `a ${whom}`}`;
    return action(`${whom}Access.edit`, label, [id]);
  };
  const withdraw: Describe = (request, known) => {
    const id = idAt(request, ['body.data.id']);
    const subject = known.find(id ?? '')?.subjectName;
    return action(`${whom}Access.delete`, `Withdraw the access of ${text(subject) ?? `a ${whom}`}`, [id]);
  };
  return {
    list: defineContract({
      service,
      method: 'POST',
      path: `${base}/GetAll`,
      summary: `Access groups granted (${kind}), by subject and project`,
      permission: permission(area, 'view'),
      body: grantListQuerySchema,
      response: grantListSchema,
      offline: read,
    }),
    create: defineContract({
      service,
      method: 'POST',
      path: base,
      summary: `Grant access groups of one project (${kind}); one grant per subject and project`,
      permission: permission(area, 'create'),
      body: grantCreateSchema,
      response: grantSchema,
      offline: queue(grant),
    }),
    update: defineContract({
      service,
      method: 'PUT',
      path: base,
      summary: `Replace the granted access groups (${kind}; send the version you edited)`,
      permission: permission(area, 'update'),
      body: grantUpdateSchema,
      response: grantSchema,
      offline: queue(change),
    }),
    remove: defineContract({
      service,
      method: 'POST',
      path: `${base}/Delete`,
      summary: `Withdraw a grant (${kind}); a subject left with none sees its whole scope again`,
      permission: permission(area, 'delete'),
      body: grantDeleteSchema,
      response: deletedSchema,
      offline: queue(withdraw),
    }),
  };
}

/** The grant calls of each kind: `GRANT_CONTRACTS.vendor.create`. */
export const GRANT_CONTRACTS = {
  admin: grantContracts('admin'),
  vendor: grantContracts('vendor'),
  crew: grantContracts('crew'),
};
