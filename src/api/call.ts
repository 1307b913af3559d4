import type { z } from 'zod';
import {
  contractPath,
  type AnyContract,
  type CallInput,
  type ContractMethod,
  type ContractResponse,
  type ContractService,
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
 * The call to an endpoint; `call` with a contract is the typed way. Record resources not yet declared as
 * contracts name theirs by method and path (src/data/record-resource.ts).
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

/** An endpoint by method and path, for a record resource not yet declared as contracts. */
export function endpoint(service: ContractService, method: ContractMethod, path: string): Endpoint {
  return { service, method, path, key: `${method} ${service}/${path}` };
}
