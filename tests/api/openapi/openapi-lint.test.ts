import fs from 'node:fs';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app';
import { createTestApp } from '../../support/test-app';
import type { OpenApiDocument } from './openapi-document';
import { operationsOf } from './openapi-document';

let t: TestApp;
let document: OpenApiDocument;
let source: string;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  source = response.body;
  document = JSON.parse(source) as OpenApiDocument;
});
afterAll(() => t?.close());

describe('the OpenAPI document at /api/docs/json', () => {
  it('passes Redocly’s recommended rules without an error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: '/api/docs/openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('names one server, the one that serves it', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('gives every operation its own operationId', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter((op) => !op.operation.operationId).map((op) => op.key)).toEqual([]);
    const ids = operations.map((op) => op.operation.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('keeps the operationIds integrators generated clients from (docs/api.md)', () => {
    const listed = fs
      .readFileSync(path.join(import.meta.dirname, 'operation-ids.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
    const served = new Set(operationsOf(document).map((op) => `${op.key} ${op.operation.operationId}`));
    expect(listed.filter((line) => !served.has(line))).toEqual([]);
  });

  it('says how every operation is authorised: the bearer token, or nothing for the public calls', () => {
    const operations = operationsOf(document);
    expect(operations.filter((op) => !Array.isArray(op.operation.security)).map((op) => op.key)).toEqual([]);
    const open = operations.filter((op) => op.operation.security!.length === 0).map((op) => op.key);
    expect(open.sort()).toEqual(
      [
        'GET /api/config',
        'GET /api/health',
        'GET /api/health/ready',
        ...['SignIn', 'RefreshToken', 'SignOut', 'ForgetPassword', 'VerifyOtp', 'ResetPassword'].map(
          (call) => `POST /api/account/Auth/${call}`,
        ),
      ].sort(),
    );
    for (const op of operations.filter((o) => o.operation.security!.length > 0)) {
      expect(op.operation.security, op.key).toEqual([{ bearerAuth: [] }]);
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('declares the file of each download as a binary 200 of its media types', () => {
    const binary = { type: 'string', format: 'binary' };
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const downloads: Record<string, string[]> = {
      '/api/file/SampleFile/Get': [xlsx],
      '/api/file/FileProcessQueue/Download': [xlsx, 'text/csv'],
      '/api/document/Image/{id}': ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'],
    };
    for (const [url, types] of Object.entries(downloads)) {
      const content = document.paths[url]!.get!.responses['200']?.content ?? {};
      expect(Object.keys(content), url).toEqual(types);
      for (const type of types) expect(content[type]?.schema, `${url} ${type}`).toEqual(binary);
    }
  });

  it('lists the failures of each operation as the shared error responses', () => {
    const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
    const responsesOf = (key: string) =>
      operationsOf(document).find((op) => op.key === key)!.operation.responses;
    expect(responsesOf('POST /api/workorder/Workorder/GetAll')).toMatchObject({
      400: ref('ValidationFailed'),
      401: ref('Unauthorized'),
      403: ref('Forbidden'),
      500: ref('ServerError'),
    });
    expect(responsesOf('PUT /api/account/Crew')).toMatchObject({
      404: ref('NotFound'),
      409: ref('Conflict'),
    });
    expect(responsesOf('GET /api/account/Crew/GetById')).not.toHaveProperty('409');
    expect(responsesOf('POST /api/account/Auth/SignIn')).toMatchObject({ 429: ref('TooManyRequests') });
    expect(responsesOf('POST /api/document/Image')).toMatchObject({ 413: ref('PayloadTooLarge') });
    const envelope = document.components.schemas.ErrorBody as { required: string[] };
    expect(envelope.required).toEqual(['title', 'message', 'returnMessage', 'errors']);
    // Every error status an operation declares is one of the shared responses, never a copy of the envelope.
    for (const { key, operation } of operationsOf(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) >= 400 && key !== 'GET /api/health/ready')
          expect(response, `${key} ${status}`).toHaveProperty('$ref');
      }
    }
  });

  it('writes no nullable without a type', () => {
    const untyped: string[] = [];
    JSON.parse(source, (key, value: unknown) => {
      if (value && typeof value === 'object' && 'nullable' in value && !('type' in value)) untyped.push(key);
      return value;
    });
    expect(untyped).toEqual([]);
  });
});
