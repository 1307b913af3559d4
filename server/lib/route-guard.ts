import type { FastifyRequest } from 'fastify';
import type { PermissionKey } from '../../src/domain/permissions';
import { readCallerAgain } from '../auth/caller-memory';
import type { AuthContext } from '../auth/context';
import { CALLER_CHANGED } from '../db/client';
import { forbidden, unauthorized } from './http-errors';
import { assertRequestScope } from './scope-guard';
import { violatedConstraint } from './unique-violation';

/**
 * A permission that depends on the request: the data type named in the body or query decides which key a
 * bulk call needs. `label` is what the API documentation prints.
 */
export interface RequestPermission {
  label: string;
  of: (input: { body: unknown; query: unknown }) => PermissionKey | 'signed-in';
}

/**
 * The permission the caller needs; any one of a list (lookups several areas' screens use); 'signed-in' for
 * calls every signed-in user may make.
 */
export type RoutePermission = PermissionKey | readonly PermissionKey[] | 'signed-in' | RequestPermission;

export function describePermission(permission: RoutePermission): string {
  if (typeof permission === 'string') return `Permission: ${permission}`;
  if ('label' in permission) return `Permission: ${permission.label}`;
  return `Permission: ${permission.join(' or ')}`;
}

/** True when the caller holds the permission the request needs. */
export function holds(auth: AuthContext, permission: RoutePermission, request: FastifyRequest): boolean {
  if (typeof permission === 'object' && 'label' in permission) {
    return holds(auth, permission.of({ body: request.body, query: request.query }), request);
  }
  if (permission === 'signed-in') return true;
  if (typeof permission === 'string') return auth.permissions.has(permission);
  return permission.some((key) => auth.permissions.has(key));
}

/**
 * The steps every authenticated call takes before its handler: the caller is signed in, holds the
 * permission, and names no other organisation or vendor in the body or query. Returns the caller.
 */
export function authorize(request: FastifyRequest, permission: RoutePermission): AuthContext {
  const auth = request.auth;
  if (!auth) throw unauthorized();
  if (!holds(auth, permission, request)) throw forbidden();
  assertRequestScope(auth, request.body, request.query);
  return auth;
}

/** Times a request starts over because its caller changed while it ran (each time read afresh). */
const CALLER_ATTEMPTS = 3;

/**
 * `work` as the caller, once authorize lets them through. A caller the process remembered is confirmed by
 * the database in the work's first round trip (withScope's opening); when their account or role changed,
 * nothing of the work stays (the opening failed before it, or the transaction rolled back), the caller is
 * read afresh and authorized again, and the work runs again. A refusal of a remembered caller is checked
 * against the caller read afresh before it is answered (a permission may just have been granted).
 */
export async function asCaller<T>(
  request: FastifyRequest,
  permission: RoutePermission,
  work: (auth: AuthContext) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let auth: AuthContext;
    try {
      auth = authorize(request, permission);
    } catch (refusal) {
      if (!request.authSource?.remembered) throw refusal;
      await readCallerAgain(request);
      continue;
    }
    try {
      return await work(auth);
    } catch (error) {
      if (violatedConstraint(error, CALLER_CHANGED) === null || attempt === CALLER_ATTEMPTS) throw error;
      await readCallerAgain(request);
    }
  }
}

/**
 * holds() for a check made before the route's own (reading an upload only for someone who may send it): a
 * remembered caller who does not hold the permission is read afresh and asked again.
 */
export async function holdsNow(request: FastifyRequest, permission: RoutePermission): Promise<boolean> {
  if (request.auth && holds(request.auth, permission, request)) return true;
  if (!request.authSource?.remembered) return false;
  const fresh = await readCallerAgain(request);
  return fresh !== null && holds(fresh, permission, request);
}
