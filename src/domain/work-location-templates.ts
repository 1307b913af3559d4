import { z } from 'zod';
import { optionalTextOrNull, organisationIdField, versionField } from './fields';
import { requiredText, TEXT_MAX } from './validation';
import { FORM_ELEMENT_TYPES } from './workflows';

/**
 * Field types of a work-location template: the form element types of SPEC section 3 plus plain text,
 * number, date and choice. Only choice fields carry options.
 */
export const ELEMENT_TYPES = ['text', 'number', 'date', 'choice', ...FORM_ELEMENT_TYPES] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];
export const CHOICE_OPTIONS_MAX = 50;

const templateShape = {
  name: requiredText(),
  code: optionalTextOrNull(20),
  description: optionalTextOrNull(),
  ...organisationIdField,
};
export const templateCreateSchema = z.strictObject({ id: z.uuid().optional(), ...templateShape });
export const templateUpdateSchema = z.strictObject({ ...templateShape, ...versionField });
export type TemplateInput = z.infer<typeof templateCreateSchema>;

export const templateSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  elementCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export const templateListQuerySchema = z.strictObject({
  searchString: z.string().trim().max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`).optional(),
  ...organisationIdField,
});
export const templateListSchema = z.object({ workLocationTemplates: z.array(templateSummarySchema) });

const options = z
  .array(requiredText())
  .max(CHOICE_OPTIONS_MAX, `must have at most ${CHOICE_OPTIONS_MAX} options`)
  .default([])
  .refine(
    (list) => new Set(list.map((o) => o.toLowerCase())).size === list.length,
    'must not repeat an option',
  );

const elementShape = {
  elementName: requiredText(),
  code: requiredText(20),
  elementType: z.enum(ELEMENT_TYPES),
  isRequired: z.boolean().default(false),
  /** The choices of a choice field, in display order; empty for every other type. */
  options,
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  ...organisationIdField,
};

function optionsMatchType(element: { elementType: ElementType; options: string[] }, ctx: z.RefinementCtx) {
  if (element.elementType === 'choice' && element.options.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'must list the choices of a choice field' });
  }
  if (element.elementType !== 'choice' && element.options.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'are only for choice fields' });
  }
}

export const elementCreateSchema = z
  .strictObject({ id: z.uuid().optional(), workLocationTemplateId: z.uuid(), ...elementShape })
  .superRefine(optionsMatchType);
export const elementUpdateSchema = z
  .strictObject({ ...elementShape, ...versionField })
  .superRefine(optionsMatchType);
export type ElementInput = z.infer<typeof elementUpdateSchema>;

export const elementSchema = z.object({
  id: z.uuid(),
  workLocationTemplateId: z.uuid(),
  elementName: z.string(),
  code: z.string(),
  elementType: z.enum(ELEMENT_TYPES),
  isRequired: z.boolean(),
  options: z.array(z.string()),
  sortOrder: z.number().int(),
  version: z.number().int(),
});
export type Element = z.infer<typeof elementSchema>;

export const elementListQuerySchema = z.strictObject({
  workLocationTemplateId: z.uuid(),
  ...organisationIdField,
});
export const elementListSchema = z.object({ workLocationTemplateElements: z.array(elementSchema) });

export const templateSchema = templateSummarySchema.extend({
  workLocationTemplateElements: z.array(elementSchema),
});
export type Template = z.infer<typeof templateSchema>;

/** How each field type is named on screen. */
export const ELEMENT_TYPE_LABELS: Record<ElementType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  choice: 'Choice',
  signature: 'Signature',
  dateTime: 'Date and time',
  image: 'Image',
  barcode: 'Barcode',
  'capture-gps': 'GPS position',
  'ai-image': 'Image (AI)',
  'ai-reading-text': 'Meter reading (AI)',
  'ai-serial-text': 'Serial number (AI)',
  'ai-barcode': 'Barcode (AI)',
  'manual-reading': 'Meter reading',
  'manual-serial': 'Serial number',
  'manual-barcode': 'Barcode (typed)',
  'capture-cellular-signal': 'Cellular signal',
  other: 'Other',
};
