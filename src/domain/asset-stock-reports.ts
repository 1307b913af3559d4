import { z } from 'zod';

// Stock reports: how many assets of each type are stored at warehouses, vendors, crews and in the field.

export const stockCountsShape = {
  warehouse: z.number().int(),
  vendor: z.number().int(),
  crew: z.number().int(),
  field: z.number().int(),
  total: z.number().int(),
};
export const assetsStockReportSchema = z.object({
  rows: z.array(z.object({ assetTypeId: z.uuid(), assetTypeName: z.string(), ...stockCountsShape })),
  totals: z.object(stockCountsShape),
});
export type AssetsStockReport = z.infer<typeof assetsStockReportSchema>;
export const vendorStockReportSchema = z.object({
  rows: z.array(
    z.object({
      vendorId: z.uuid(),
      vendorName: z.string(),
      assetTypeId: z.uuid(),
      assetTypeName: z.string(),
      count: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type VendorStockReport = z.infer<typeof vendorStockReportSchema>;
export const crewStockReportSchema = z.object({
  rows: z.array(
    z.object({
      crewId: z.uuid(),
      crewName: z.string(),
      vendorName: z.string().nullable(),
      assetTypeId: z.uuid(),
      assetTypeName: z.string(),
      count: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type CrewStockReport = z.infer<typeof crewStockReportSchema>;
export const stockReportQuerySchema = z.strictObject({ organisationId: z.uuid().optional() });
export const vendorStockReportQuerySchema = z.strictObject({
  organisationId: z.uuid().optional(),
  vendorId: z.uuid().optional(),
});
export const crewStockReportQuerySchema = z.strictObject({
  organisationId: z.uuid().optional(),
  crewId: z.uuid().optional(),
});
