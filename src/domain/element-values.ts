import { z } from 'zod';
import { IMAGE_URL_MAX, IMAGE_URL_PATTERN } from './fields';
import { TEXT_MAX } from './validation';
import type { ElementType } from './work-location-templates';

/**
 * Operators of the template-field filter (SPEC section 3: WorklocationTemplateElementFilterOperator). The
 * console's filter offers every operator except 2 and 3; the server accepts them all.
 */
export const FILTER_OPERATORS = {
  equals: 1,
  notEquals: 2,
  contains: 3,
  greaterThan: 4,
  lessThan: 5,
  greaterOrEqual: 6,
  lessOrEqual: 7,
} as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[keyof typeof FILTER_OPERATORS];
export const UI_FILTER_OPERATORS: readonly FilterOperator[] = [1, 4, 5, 6, 7];

export const elementFilterSchema = z.strictObject({
  elementId: z.uuid(),
  operator: z.union(Object.values(FILTER_OPERATORS).map((n) => z.literal(n))),
  value: z.string().trim().min(1, 'is required').max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`),
});
export type ElementFilter = z.infer<typeof elementFilterSchema>;

/** One field value as sent: null or '' clears it. */
export const elementValueInputSchema = z.strictObject({
  elementId: z.uuid(),
  value: z.string().trim().max(IMAGE_URL_MAX, `must be at most ${IMAGE_URL_MAX} characters`).nullable(),
});

/** A value in the typed columns it is stored and filtered in. */
export interface StoredValue {
  text: string;
  number: string | null;
  date: string | null;
}

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const GPS = /^(-?\d{1,2}(\.\d+)?),\s*(-?\d{1,3}(\.\d+)?)$/;
const IMAGE_TYPES: readonly ElementType[] = ['signature', 'image', 'ai-image'];

function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Checks a value against its field's type and returns it in stored form, or the reason it is refused.
 * Numbers parse as decimals, dates are ISO (YYYY-MM-DD), date-times ISO 8601, a choice is one of the options.
 */
export function parseElementValue(
  element: { elementType: ElementType; options: string[] },
  raw: string,
): StoredValue | { error: string } {
  switch (element.elementType) {
    case 'number':
      return NUMBER.test(raw) ? { text: raw, number: raw, date: null } : { error: 'must be a number' };
    case 'date':
      return isCalendarDate(raw)
        ? { text: raw, number: null, date: raw }
        : { error: 'must be a date (YYYY-MM-DD)' };
    case 'dateTime': {
      const time = /^\d{4}-\d{2}-\d{2}T/.test(raw) ? new Date(raw) : null;
      return time && !Number.isNaN(time.getTime())
        ? { text: time.toISOString(), number: null, date: null }
        : { error: 'must be an ISO date and time' };
    }
    case 'choice': {
      const option = element.options.find((o) => o.toLowerCase() === raw.toLowerCase());
      return option
        ? { text: option, number: null, date: null }
        : { error: `must be one of: ${element.options.join(', ')}` };
    }
    case 'capture-gps': {
      const match = GPS.exec(raw);
      const ok = match && Math.abs(Number(match[1])) <= 90 && Math.abs(Number(match[3])) <= 180;
      return ok ? { text: raw, number: null, date: null } : { error: 'must be "latitude, longitude"' };
    }
    default:
      if (IMAGE_TYPES.includes(element.elementType)) {
        return IMAGE_URL_PATTERN.test(raw)
          ? { text: raw, number: null, date: null }
          : { error: 'must be an uploaded image or an https address' };
      }
      return raw.length <= TEXT_MAX
        ? { text: raw, number: null, date: null }
        : { error: `must be at most ${TEXT_MAX} characters` };
  }
}

/** How the console names the operators it offers. */
export const FILTER_OPERATOR_LABELS: Record<FilterOperator, string> = {
  1: 'equals',
  2: 'does not equal',
  3: 'contains',
  4: 'greater than',
  5: 'less than',
  6: 'at least',
  7: 'at most',
};
