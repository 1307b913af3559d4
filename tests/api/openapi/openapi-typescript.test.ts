import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app';
import { createTestApp } from '../../support/test-app';

const ROOT = path.resolve(import.meta.dirname, '../../..');

let t: TestApp;
let document: OpenAPI3;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenAPI3;
  // Inside the checkout, so the check below resolves zod and src/domain as the project does.
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  folder = fs.mkdtempSync(path.join(ROOT, '.tmp', 'openapi-types-'));
});
afterAll(async () => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  await t?.close();
});

/**
 * What an integrator writes against a client generated from the document, checked against the schemas the
 * server validates with: the sign-in body both ways, a list call's body, an error answer, a download.
 */
const CHECK = `
import type { z } from 'zod';
import type { signInBodySchema } from '${ROOT}/src/domain/auth';
import type { components, operations, paths } from './api';

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type SignInBody = JsonOf<NonNullable<paths['/api/account/Auth/SignIn']['post']['requestBody']>>;
export const toServer: SignInBody = {} as z.input<typeof signInBodySchema>;
export const fromServer: z.input<typeof signInBodySchema> = {} as SignInBody;

type SignedIn = JsonOf<operations['account.Auth.SignIn']['responses'][200]>;
export const token: string = ({} as SignedIn).data.access_token;

type OrdersQuery = JsonOf<NonNullable<operations['workorder.Workorder.GetAll']['requestBody']>>;
export const status: OrdersQuery['status'] = null;

type Refused = JsonOf<components['responses']['ValidationFailed']>;
export const refused: Refused = {
  title: 'Validation failed',
  message: 'Check the fields',
  returnMessage: ['Email is required'],
  errors: [{ field: 'Email', message: 'Email is required' }],
};

type Sample = operations['file.SampleFile.Get']['responses'][200]['content'];
export const workbook: Sample['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] = '';
`;

describe('a client generated from the OpenAPI document (openapi-typescript)', () => {
  it('has every path, and type-checks against the server’s own schemas', async () => {
    const types = astToString(await openapiTS(document));
    for (const url of Object.keys(document.paths ?? {})) expect(types).toContain(`${JSON.stringify(url)}: {`);
    fs.writeFileSync(path.join(folder, 'api.ts'), types);
    fs.writeFileSync(path.join(folder, 'check.ts'), CHECK);

    const program = ts.createProgram([path.join(folder, 'check.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  });
});
