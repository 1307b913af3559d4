import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toPascalCase } from '../../src/domain/envelope';
import { SERVER_MESSAGES } from '../../src/domain/messages';
import { CONTROL_CHARACTER, printable } from '../lib/control-characters';
import { fieldLabel } from '../lib/field-errors';
import { badRequest, fieldError } from '../lib/http-errors';

/**
 * Deepest nesting of objects and arrays a JSON body may have. The deepest payload the console sends (a
 * workflow's activities with their form elements and options) is under 10 levels; anything past this is
 * refused before it is parsed, so no later step (parsing, validation, hashing for idempotency) can run out
 * of stack on it.
 */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting in a JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/**
 * The path of the first string (value or key) holding a control character, or null. Walks with its own
 * stack, so the depth of the value cannot overflow the call stack.
 */
export function findControlCharacter(value: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (CONTROL_CHARACTER.test(key)) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

function fieldName(part: 'body' | 'query' | 'params', path: (string | number)[]): string {
  if (path.length === 0) return part === 'body' ? 'Body' : toPascalCase(part);
  return path.map((p) => toPascalCase(printable(p))).join('.');
}

function assertNoControlCharacters(request: FastifyRequest) {
  for (const part of ['params', 'query', 'body'] as const) {
    const path = findControlCharacter(request[part]);
    if (path) {
      const last = path.findLast((p) => typeof p === 'string');
      throw fieldError(
        fieldName(part, path),
        `${fieldLabel(printable(last ?? part))} ${SERVER_MESSAGES.controlCharacter}`,
      );
    }
  }
}

/**
 * One place where every request's input is checked before any route sees it: JSON nested too deeply is
 * refused before parsing, and text holding control characters (NUL above all) in the body, query string or
 * path is refused with the field it was found in, so no route can pass it on to the database.
 */
async function inputGuardPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(
        badRequest(SERVER_MESSAGES.bodyNotValid, [{ field: 'Body', message: SERVER_MESSAGES.bodyTooDeep }]),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => assertNoControlCharacters(request));
}

export const inputGuard = fp(inputGuardPlugin, { name: 'input-guard' });
