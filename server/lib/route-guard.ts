import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '../../src/domain/envelope';
import type { PermissionKey } from '../../src/domain/permissions';
import type { AuthContext } from '../auth/context';
import { forbidden, unauthorized } from './http-errors';
import { assertRequestScope } from './scope-guard';

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

export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
};

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
