import { z } from 'zod';

export { AUTH_TOKEN_HEADER, IDEMPOTENCY_HEADER, toCamelCase, toPascalCase } from './envelope-names';

/** A field error: `field` is PascalCase (`Email`); the client lower-cases the first letter to find its input. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** Every failure response (4xx and 5xx) has this body. */
export const errorBodySchema = z.object({
  title: z.string(),
  message: z.string(),
  returnMessage: z.array(z.string()),
  errors: z.array(fieldErrorSchema),
  requestId: z.string().optional(),
  /** Extra detail for the client: the current record on a 409 version conflict. */
  data: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Success responses wrap their payload in `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
