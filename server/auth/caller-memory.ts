import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { AuthContext } from './context';
import { loadCaller } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    /** Null when no valid bearer token was presented (or the account is no longer active). */
    auth: AuthContext | null;
    /** How `auth` was found: read for this request, or remembered by this process (see CallerMemory). */
    authSource: AuthSource | null;
  }
  interface FastifyInstance {
    /** The callers this process remembers. */
    callers: CallerMemory;
  }
}

export interface AuthSource {
  organisationId: string;
  userId: string;
  tokenExp: number;
  remembered: boolean;
}

/** Most callers one process remembers; past it the longest remembered is forgotten first. */
const REMEMBERED_CALLERS = 10_000;

/**
 * The callers (account and role) a server process has read, so that a request does not read them again.
 * A remembered caller is not trusted blindly: it carries the versions of the rows it was read from, and the
 * request's transaction opens by checking them (withScope; a changed account or role fails the opening
 * before any work, and the request starts over with the caller read afresh: asCaller). A refusal by a
 * remembered caller is never final either: the caller is read afresh first, in case a permission was just
 * granted. So a role change or a deactivation still applies to the very next request, in every process.
 */
export class CallerMemory {
  private readonly callers = new Map<string, AuthContext>();

  constructor(private readonly db: Db) {}

  /** The caller as remembered, or null when this process has not read them (or forgot them). */
  recall(organisationId: string, userId: string): AuthContext | null {
    return this.callers.get(`${organisationId}:${userId}`) ?? null;
  }

  /** The caller read now (null: gone or deactivated), remembered for the next requests. */
  async read(organisationId: string, userId: string, tokenExp: number): Promise<AuthContext | null> {
    const key = `${organisationId}:${userId}`;
    const caller = await loadCaller(this.db, organisationId, userId, tokenExp);
    this.callers.delete(key);
    if (caller) {
      this.callers.set(key, caller);
      if (this.callers.size > REMEMBERED_CALLERS) this.callers.delete(this.callers.keys().next().value!);
    }
    return caller;
  }
}

/**
 * `request`'s caller read afresh (after their remembered self was refused or found out of date): sets and
 * returns request.auth. A request without a token stays without a caller.
 */
export async function readCallerAgain(request: FastifyRequest): Promise<AuthContext | null> {
  const source = request.authSource;
  if (!source) return request.auth;
  request.auth = await request.server.callers.read(source.organisationId, source.userId, source.tokenExp);
  request.authSource = { ...source, remembered: false };
  return request.auth;
}
