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
  type Describe,
  type OfflineRoute,
} from '../offline-action-kit';

/**
 * Sign-in and the password calls are online only: a queued one would keep a password in the outbox on the
 * device. So is creating a user, whose body carries the initial password.
 */
const AUTH: Record<string, OfflineRoute> = {
  'POST Auth/SignIn': onlineOnly,
  'POST Auth/RefreshToken': onlineOnly,
  'POST Auth/SignOut': onlineOnly,
  'POST Auth/ForgetPassword': onlineOnly,
  'POST Auth/VerifyOtp': onlineOnly,
  'POST Auth/ResetPassword': onlineOnly,
  // Who is signed in: read at start, so an offline start has the navigation.
  'GET Auth/Session': read,
  'PUT User/ChangePassword': onlineOnly,
};

/** One access grant: `AdminAccessGroup`, `VendorAccessGroup` or `CrewAccessGroup` (the body wraps `data`). */
function grants(path: string, whom: string): Record<string, OfflineRoute> {
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
    [`POST ${path}/GetAll`]: read,
    [`POST ${path}`]: queue(grant),
    [`PUT ${path}`]: queue(change),
    [`POST ${path}/Delete`]: queue(withdraw),
  };
}

export const ACCOUNT_ROUTES: Record<string, OfflineRoute> = {
  ...AUTH,
  ...grants('AdminAccessGroup', 'user'),
  ...grants('VendorAccessGroup', 'vendor'),
  ...grants('CrewAccessGroup', 'crew'),
};
