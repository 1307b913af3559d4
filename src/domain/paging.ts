import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, TEXT_MAX } from './validation';

/** Screens page up to 500 rows; dropdown lookups up to 100 (SPEC section 9). */
export const LIST_PAGE_SIZE_MAX = 500;
export const LOOKUP_PAGE_SIZE_MAX = 100;

const search = z.string().trim().max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`).optional();

/** Page, page size (up to 500) and free-text search: how every list body starts. */
export const listPageShape = {
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
  searchString: search,
};

/** Body of a `.../GetAll` list call: page, page size, free-text search and the area's own filters. */
export function listBodySchema<S extends z.ZodRawShape>(filters: S) {
  return z.strictObject({
    ...listPageShape,
    organisationId: z.uuid().optional(),
    ...filters,
  });
}

/** Body of a dropdown lookup (vendors, crews): 100 per page by default, searched by `searchTerm`. */
export function lookupBodySchema<S extends z.ZodRawShape>(filters: S) {
  return z.strictObject({
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(LOOKUP_PAGE_SIZE_MAX).default(LOOKUP_PAGE_SIZE_MAX),
    searchTerm: search,
    /** Inactive records are left out of dropdowns unless asked for (filters over old records). */
    includeInactive: z.boolean().default(false),
    organisationId: z.uuid().optional(),
    ...filters,
  });
}

export const optionOfSchema = z.object({ id: z.uuid(), name: z.string() });
export type Option = z.infer<typeof optionOfSchema>;

export function offsetOf(filter: { page: number; pageSize: number }): number {
  return (filter.page - 1) * filter.pageSize;
}
