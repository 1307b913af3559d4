import { z } from 'zod';
import { addressViewShape, optionalAddressShape } from './address';
import {
  optionalImageUrl,
  optionalPhone,
  optionalTextOrNull,
  organisationIdField,
  versionField,
} from './fields';
import { listBodySchema, optionOfSchema } from './paging';
import { bothOrNeither, positionShape } from './position';
import { emailSchema, requiredText } from './validation';

const detailShape = {
  name: requiredText(),
  /** A short code used on labels and in imports (e.g. WH-GHY-01); unique in the organisation. */
  code: optionalTextOrNull(20),
  description: optionalTextOrNull(),
  isActive: z.boolean().default(true),
};
const addressShape = { ...optionalAddressShape, ...positionShape };

export const warehouseCreateSchema = z
  .strictObject({
    id: z.uuid().optional(),
    ...detailShape,
    ...addressShape,
    imageUrl: optionalImageUrl(),
    ...organisationIdField,
  })
  .superRefine(bothOrNeither);
export type WarehouseInput = z.infer<typeof warehouseCreateSchema>;
/** PUT Warehouse?id: name, code, description, active flag. */
export const warehouseUpdateSchema = z.strictObject({
  ...detailShape,
  ...versionField,
  ...organisationIdField,
});
/** PUT WarehouseAddress?id: the address and the map position. */
export const warehouseAddressSchema = z
  .strictObject({ ...addressShape, ...versionField, ...organisationIdField })
  .superRefine(bothOrNeither);
export type WarehouseAddress = z.infer<typeof warehouseAddressSchema>;
/** PUT WarehouseImage: the image (an uploaded one, or none). */
export const warehouseImageSchema = z.strictObject({
  id: z.uuid(),
  imageUrl: optionalImageUrl(),
  ...versionField,
  ...organisationIdField,
});

export const warehouseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  ...addressViewShape,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  imageUrl: z.string().nullable(),
  /** How many assets are stored here and how many people operate it. */
  assetCount: z.number().int(),
  userCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehouseListQuerySchema = listBodySchema({ isActive: z.boolean().optional() });
export const warehouseListSchema = z.object({
  warehouses: z.array(warehouseSchema),
  pageTotal: z.number().int(),
});
export const warehouseOptionSchema = optionOfSchema;

const warehouseUserShape = {
  warehouseId: z.uuid(),
  name: requiredText(),
  email: emailSchema,
  phone: optionalPhone(),
  /** The person's job at the warehouse (storekeeper, in-charge). */
  designation: optionalTextOrNull(),
  isActive: z.boolean().default(true),
  ...organisationIdField,
};

export const warehouseUserCreateSchema = z.strictObject({ id: z.uuid().optional(), ...warehouseUserShape });
export const warehouseUserUpdateSchema = z.strictObject({ ...warehouseUserShape, ...versionField });
export type WarehouseUserInput = z.infer<typeof warehouseUserCreateSchema>;

export const warehouseUserSchema = z.object({
  id: z.uuid(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  designation: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type WarehouseUser = z.infer<typeof warehouseUserSchema>;

/** POST WarehouseUser/GetAll: the people of one warehouse (or of all, without warehouseId). */
export const warehouseUserListQuerySchema = listBodySchema({
  warehouseId: z.uuid().optional(),
  isActive: z.boolean().optional(),
});
export const warehouseUserListSchema = z.object({
  warehouseUsers: z.array(warehouseUserSchema),
  pageTotal: z.number().int(),
});
