import { z } from 'zod';
import { addressViewShape, optionalAddressShape } from './address';
import { elementFilterSchema, elementValueInputSchema } from './element-values';
import { organisationIdField, versionField } from './fields';
import { listBodySchema, lookupBodySchema } from './paging';
import { bothOrNeither, positionShape } from './position';
import { requiredText } from './validation';
import { ELEMENT_TYPES } from './work-location-templates';

const detailShape = {
  /** The identifier people use in the field (e.g. GHY-DT-0001); unique in the project. */
  locationIdentifier: requiredText(),
  name: requiredText(),
};
const addressShape = { ...optionalAddressShape, ...positionShape };
const accessGroupIdField = {
  accessGroupId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
};

export const workLocationCreateSchema = z
  .strictObject({
    id: z.uuid().optional(),
    projectId: z.uuid(),
    workLocationTemplateId: z.uuid(),
    ...accessGroupIdField,
    ...detailShape,
    ...addressShape,
    elementValues: z.array(elementValueInputSchema).max(200).default([]),
    ...organisationIdField,
  })
  .superRefine(bothOrNeither);
export type WorkLocationInput = z.infer<typeof workLocationCreateSchema>;

export const workLocationUpdateSchema = z.strictObject({
  ...detailShape,
  ...versionField,
  ...organisationIdField,
});
export const workLocationAddressSchema = z
  .strictObject({ ...addressShape, ...versionField, ...organisationIdField })
  .superRefine(bothOrNeither);
export type WorkLocationAddress = z.infer<typeof workLocationAddressSchema>;
export const workLocationAccessGroupSchema = z.strictObject({
  ...accessGroupIdField,
  ...versionField,
  ...organisationIdField,
});
/** Replaces every field value of the location; required fields must be present. */
export const workLocationElementsSchema = z.strictObject({
  elementValues: z.array(elementValueInputSchema).max(200),
  ...versionField,
  ...organisationIdField,
});

export const workLocationSchema = z.object({
  id: z.uuid(),
  locationIdentifier: z.string(),
  name: z.string(),
  projectId: z.uuid(),
  projectName: z.string(),
  accessGroupId: z.uuid().nullable(),
  accessGroupName: z.string().nullable(),
  workLocationTemplateId: z.uuid(),
  workLocationTemplateName: z.string(),
  ...addressViewShape,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type WorkLocation = z.infer<typeof workLocationSchema>;

export const elementValueSchema = z.object({
  elementId: z.uuid(),
  elementName: z.string(),
  code: z.string(),
  elementType: z.enum(ELEMENT_TYPES),
  isRequired: z.boolean(),
  options: z.array(z.string()),
  value: z.string().nullable(),
});
export const workLocationDetailSchema = workLocationSchema.extend({
  elementValues: z.array(elementValueSchema),
});
export type WorkLocationDetail = z.infer<typeof workLocationDetailSchema>;

/** accessGroupId includes the group's descendants; elementFilter needs the template's field. */
export const workLocationListQuerySchema = listBodySchema({
  projectId: z.uuid().optional(),
  accessGroupId: z.uuid().optional(),
  workLocationTemplateId: z.uuid().optional(),
  elementFilter: elementFilterSchema.optional(),
});
export type WorkLocationListQuery = z.infer<typeof workLocationListQuerySchema>;
export const workLocationListSchema = z.object({
  workLocations: z.array(workLocationSchema),
  pageTotal: z.number().int(),
});

/** POST WorkLocation/SearchWorklocation: the typeahead over identifier and name. */
export const workLocationSearchQuerySchema = lookupBodySchema({ projectId: z.uuid().optional() });
export const workLocationSearchSchema = z.object({
  workLocations: z.array(
    z.object({
      id: z.uuid(),
      locationIdentifier: z.string(),
      name: z.string(),
      projectId: z.uuid(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
  ),
  pageTotal: z.number().int(),
});
