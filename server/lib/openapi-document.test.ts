import { describe, expect, it } from 'vitest';
import { finishOpenApiDocument, operationIdOf } from './openapi-document';
import { ERROR_STATUSES_KEY, withTypedNullables } from './openapi-schema';

describe('operationIdOf', () => {
  it('joins the segments after /api with dots, the last one the action', () => {
    expect(operationIdOf('/api/workorder/Workorder/GetAll', 'post', 1)).toBe('workorder.Workorder.GetAll');
    expect(operationIdOf('/api/account/User/GetById/{id}', 'get', 1)).toBe('account.User.GetById');
  });

  it('ends with the method’s verb at a resource, or where the path answers several methods', () => {
    expect(operationIdOf('/api/account/Crew', 'post', 3)).toBe('account.Crew.Create');
    expect(operationIdOf('/api/account/Crew', 'delete', 3)).toBe('account.Crew.Delete');
    expect(operationIdOf('/api/document/Image/{id}', 'get', 1)).toBe('document.Image.Get');
    expect(operationIdOf('/api/account/User/Profile', 'put', 2)).toBe('account.User.Profile.Update');
    expect(operationIdOf('/api/health', 'get', 1)).toBe('health.Get');
  });
});

describe('finishOpenApiDocument', () => {
  const operation = (extra: Record<string, unknown> = {}) => ({
    responses: { 200: { description: 'ok' } },
    [ERROR_STATUSES_KEY]: [401, 400],
    ...extra,
  });

  it('names each operation and points its error statuses at the shared responses', () => {
    const finished = finishOpenApiDocument({
      paths: { '/api/account/Crew': { post: operation(), put: operation() } },
    }) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: Record<string, object>;
    };
    const post = finished.paths['/api/account/Crew']!.post!;
    expect(post.operationId).toBe('account.Crew.Create');
    expect(post).not.toHaveProperty(ERROR_STATUSES_KEY);
    expect(Object.keys(post.responses as object)).toEqual(['200', '400', '401']);
    expect(post.responses).toMatchObject({ 400: { $ref: '#/components/responses/ValidationFailed' } });
    expect(Object.keys(finished.components.responses!)).toEqual(['ValidationFailed', 'Unauthorized']);
    expect(finished.components.schemas).toHaveProperty('ErrorBody');
  });

  it('keeps an id the route declares, and fails on two operations of one id', () => {
    const declared = operation({ operationId: 'account.Crew.Alias' });
    const finished = finishOpenApiDocument({ paths: { '/api/account//Crew': { get: declared } } }) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(finished.paths['/api/account//Crew']!.get!.operationId).toBe('account.Crew.Alias');
    expect(() =>
      finishOpenApiDocument({
        paths: {
          '/api/account/Crew/GetAll': { post: operation() },
          '/api/account//Crew/GetAll': { post: operation() },
        },
      }),
    ).toThrow(/account\.Crew\.GetAll/);
  });
});

describe('withTypedNullables', () => {
  it('writes a nullable union of literals as one typed enum with null', () => {
    const literals = [1, 2].map((value) => ({ type: 'number', enum: [value] }));
    expect(withTypedNullables({ nullable: true, anyOf: literals })).toEqual({
      type: 'number',
      enum: [1, 2, null],
      nullable: true,
    });
  });

  it('adds the null branch to another union, deep inside a schema', () => {
    const cells = { anyOf: [{ type: 'string' }, { type: 'number' }], nullable: true };
    const schema = {
      type: 'object',
      properties: { rows: { type: 'array', items: { additionalProperties: cells } } },
    };
    expect(withTypedNullables(schema)).toEqual({
      type: 'object',
      properties: {
        rows: {
          type: 'array',
          items: {
            additionalProperties: {
              anyOf: [
                { type: 'string' },
                { type: 'number' },
                { type: 'string', enum: [null], nullable: true },
              ],
            },
          },
        },
      },
    });
  });

  it('leaves typed nullables alone, and drops nullable from a schema that takes anything', () => {
    expect(withTypedNullables({ type: 'string', nullable: true })).toEqual({
      type: 'string',
      nullable: true,
    });
    expect(withTypedNullables({ nullable: true, description: 'any' })).toEqual({ description: 'any' });
    expect(withTypedNullables({ nullable: true, allOf: [{ $ref: '#/x' }] })).toEqual({
      anyOf: [{ allOf: [{ $ref: '#/x' }] }, { type: 'string', enum: [null], nullable: true }],
    });
  });
});
