import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../src/domain/envelope';
import { MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages';
import { heldTooLong, isStoppedForTime } from '../db/database-hold';
import { toFieldErrors } from '../lib/field-errors';
import { HttpError } from '../lib/http-errors';
import { violatedConstraint } from '../lib/unique-violation';

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  body: Omit<ErrorBody, 'requestId'>,
) {
  return reply
    .code(status)
    .type('application/json')
    .send(JSON.stringify({ ...body, requestId: request.id }));
}

/**
 * One place turns every failure into the error envelope. Expected failures (HttpError, validation, bad
 * JSON...) keep their status and message; anything else is logged with the request id and answered with a
 * 500 that names nothing inside the server.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return send(reply, request, error.statusCode, {
        title: error.title,
        message: error.message,
        returnMessage: error.returnMessage,
        errors: error.errors,
        ...(error.data === undefined ? {} : { data: error.data }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = toFieldErrors(error.validation);
      return send(reply, request, 400, {
        title: 'Validation failed',
        message: SERVER_MESSAGES.validationFailed,
        returnMessage: errors.map((e) => e.message),
        errors,
      });
    }
    // Row-level security refusing a write is a request outside the caller's scope, not a server failure.
    if (violatedConstraint(error, '42501') !== null) {
      request.log.warn({ err: error }, 'refused by the database as outside the caller’s scope');
      const message = SERVER_MESSAGES.forbidden;
      return send(reply, request, 403, { title: 'Forbidden', message, returnMessage: [message], errors: [] });
    }
    // Work stopped for time (PGlite's hold limit, PostgreSQL's statement timeout) changed nothing: the
    // caller can narrow it. Not a server failure.
    if (isStoppedForTime(error)) {
      const held = heldTooLong(error);
      request.log.warn(
        { route: request.routeOptions.url, limitMs: held?.limitMs },
        'request stopped for time',
      );
      const message = held
        ? SERVER_MESSAGES.tooLongOnBuiltIn(held.limitMs / 1000)
        : SERVER_MESSAGES.tookTooLong;
      return send(reply, request, 400, {
        title: 'Bad request',
        message,
        returnMessage: [message],
        errors: [],
      });
    }
    const constraint = databaseConstraint(error);
    if (constraint) {
      return send(reply, request, 409, {
        title: 'Conflict',
        message: constraint,
        returnMessage: [constraint],
        errors: [],
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'The request is too large.' : clientMessage(error);
      return send(reply, request, status, {
        title: 'Bad request',
        message,
        returnMessage: [message],
        errors: [],
      });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, 500, {
      title: 'Server error',
      message: MESSAGES.somethingWentWrong,
      returnMessage: [MESSAGES.somethingWentWrong],
      errors: [],
    });
  });
}

/**
 * Constraint violations the schema enforces (unique names, references) are the caller's conflict, not a
 * server failure; the constraint's name stays inside.
 */
function databaseConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '23505') return 'A record with this name already exists.';
    if (code === '23503') return 'This record is linked to other records that do not allow the change.';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Framework errors for bad requests (malformed JSON, wrong content type) have safe, fixed messages. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here.';
    default:
      return error.message.replace(/^FST_\w+:\s*/, '');
  }
}

/**
 * Failures the router meets before any route or error handler runs (an address with broken percent-encoding,
 * a path segment past the router's length limit). Answered in the same envelope, without echoing the address.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? SERVER_MESSAGES.addressTooLong
      : SERVER_MESSAGES.addressNotValid;
  return send(reply, request, 400, { title: 'Bad request', message, returnMessage: [message], errors: [] });
}

export const errors = fp(errorsPlugin, { name: 'errors' });
