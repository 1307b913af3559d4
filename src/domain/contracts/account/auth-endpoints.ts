import type { ContractMethod } from '../kit';

/**
 * Where the calls of the first screens go, without their schemas: the sign-in form and the router send them
 * while zod and the schemas load beside the request, so neither waits for the other. Their contracts
 * (auth.ts) are made from these.
 */
interface AuthEndpoint {
  readonly service: 'account';
  readonly method: ContractMethod;
  readonly path: string;
  readonly key: string;
}

function authEndpoint<const M extends ContractMethod>(method: M, path: string) {
  return Object.freeze({
    service: 'account',
    method,
    path,
    key: `${method} account/${path}`,
  }) satisfies AuthEndpoint;
}

export const SIGN_IN_ENDPOINT = authEndpoint('POST', 'Auth/SignIn');

export const SESSION_ENDPOINT = authEndpoint('GET', 'Auth/Session');
