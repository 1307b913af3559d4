// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer, serverStaleness } from './build.mjs';

/** A checkout of its own: a two-file server, built and changed as `npm start` meets it after a `git pull`. */
let root: string;
const entry = () => path.join(root, 'node_modules/.cache/field-console/server/main.js');
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const run = () => execFileSync(process.execPath, [entry()], { encoding: 'utf8' }).trim();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-build-'));
  write('tsconfig.json', '{}');
  write('server/main.ts', "import { greeting } from './greeting';\nconsole.log(greeting);\n");
  write('server/greeting.ts', "export const greeting: string = 'hello';\n");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the server build npm start runs', () => {
  it('is built when missing, then fresh until a source it was built from changes', async () => {
    expect(serverStaleness(root)).toBe('no server build yet');
    await buildServer(root);
    expect(serverStaleness(root)).toBeNull();
    expect(run()).toBe('hello');

    write('server/greeting.ts', "export const greeting: string = 'hello again';\n");
    expect(serverStaleness(root)).toBe('server/greeting.ts changed');
    await buildServer(root);
    expect(serverStaleness(root)).toBeNull();
    expect(run()).toBe('hello again');
  });

  it('follows a new import, a removed file and the TypeScript settings', async () => {
    await buildServer(root);
    write('server/name.ts', "export const name = 'field';\n");
    expect(serverStaleness(root), 'a file nothing imports yet').toBeNull();
    write('server/main.ts', "import { name } from './name';\nconsole.log(name);\n");
    expect(serverStaleness(root)).toBe('server/main.ts changed');
    await buildServer(root);
    expect(run()).toBe('field');

    fs.rmSync(path.join(root, 'server/name.ts'));
    expect(serverStaleness(root)).toBe('server/name.ts changed');
    write('server/name.ts', "export const name = 'field';\n");
    write('tsconfig.json', '{ "compilerOptions": { "target": "ES2022" } }');
    expect(serverStaleness(root)).toBe('tsconfig.json changed');
  });

  it('gives each module the address of its source file, so files beside it are found', async () => {
    write('server/main.ts', 'console.log(import.meta.url);\n');
    await buildServer(root);
    expect(run()).toBe(pathToFileURL(path.join(root, 'server/main.ts')).href);
  });
});
