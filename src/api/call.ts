import type { z } from 'zod';
import {
  contractPath,
  type AnyContract,
  type CallInput,
  type ContractResponse,
} from '../domain/contracts/kit';
import { api, type RequestOptions } from './client';
import type { QueryParams } from './services';

/** The options of a call beyond its input: the idempotency key of a retried write, a signal, a timeout. */
export type CallOptions = Omit<RequestOptions, 'query'>;

/** Where a call goes: what `call` reads of a contract. */
export type Endpoint = Pick<AnyContract, 'service' | 'method' | 'path' | 'key'>;

interface LooseInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

function requestOf(endpoint: Endpoint, input: LooseInput, options: CallOptions) {
  const path = contractPath(endpoint, input.params as Readonly<Record<string, unknown>> | undefined);
  const withQuery: RequestOptions =
    input.query === undefined ? options : { ...options, query: input.query as QueryParams };
  return { client: api[endpoint.service], path, withQuery };
}

/**
 * The call to an endpoint, untyped; `call` with a contract is the typed way. A record resource's calls go
 * through here (it parses the answers with its own schemas), and so do the sign-in and session calls, whose
 * endpoints load before their schemas (contracts/account/auth-endpoints.ts).
 */
export function callEndpoint<T>(
  endpoint: Endpoint,
  input: LooseInput,
  options: CallOptions = {},
): Promise<T> {
  const { client, path, withQuery } = requestOf(endpoint, input, options);
  switch (endpoint.method) {
    case 'GET':
      return client.get<T>(path, withQuery);
    case 'POST':
      return client.post<T>(path, input.body, withQuery);
    case 'PUT':
      return client.put<T>(path, input.body, withQuery);
    case 'DELETE':
      return client.delete<T>(path, input.body, withQuery);
  }
}

/**
 * Sends the call its contract declares (src/domain/contracts): the path filled from `params`, the query and
 * the body as given. Answers `data` typed by the response schema but not parsed: where the answer must be
 * checked (or transformed by the schema), use `callParsed`.
 */
export function call<C extends AnyContract>(
  contract: C,
  input: CallInput<C>,
  options?: CallOptions,
): Promise<ContractResponse<C>> {
  return callEndpoint(contract, input, options);
}

/** `call`, its answer parsed by the contract's response schema. */
export async function callParsed<C extends AnyContract>(
  contract: C,
  input: CallInput<C>,
  options?: CallOptions,
): Promise<ContractResponse<C>> {
  return contract.response.parse(await call(contract, input, options)) as ContractResponse<C>;
}

/** A multipart upload: its contract has no body schema, the server reads the parts. */
export function callUpload<C extends AnyContract & { body: undefined }>(
  contract: C,
  form: FormData,
  options?: CallOptions,
): Promise<ContractResponse<C>> {
  return callEndpoint(contract, { body: form }, options);
}

/** A file download the contract declares: the answer's body as a Blob instead of the `data` envelope. */
export function callBlob<C extends AnyContract & { response: z.ZodType<Blob> }>(
  contract: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<Blob> {
  const { client, path, withQuery } = requestOf(contract, input, options);
  return client.blob(contract.method, path, input.body, withQuery);
}
