import { chosen, dropdownRule, requiredRule } from '../../../components/form/rules';
import { textOrNull } from '../../../components/lookups/contact-rules';
import type { Asset } from '../../../domain/assets';

export const ASSETS_PATH = '/asset';
/** Badge colours of the movement statuses. */
export const STATUS_COLOURS: Record<number, string> = {
  1: 'blue',
  2: 'grape',
  3: 'teal',
  4: 'indigo',
  5: 'orange',
  6: 'green',
};

export interface AssetFormValues {
  assetTypeId: string | null;
  code: string;
  serialNumber: string;
  barcode: string;
  model: string;
  manufacturerId: string | null;
  supplierId: string | null;
  /** YYYY-MM-DD, as the date pickers hold them. */
  purchaseDate: string | null;
  warrantyEndDate: string | null;
  notes: string;
  /** Where a new asset is registered; not edited afterwards (it moves through UpdateAssetLocation). */
  warehouseId: string | null;
}

export const EMPTY_ASSET: AssetFormValues = {
  assetTypeId: null,
  code: '',
  serialNumber: '',
  barcode: '',
  model: '',
  manufacturerId: null,
  supplierId: null,
  purchaseDate: null,
  warrantyEndDate: null,
  notes: '',
  warehouseId: null,
};

export function assetValuesOf(asset: Asset): AssetFormValues {
  return {
    assetTypeId: asset.assetTypeId,
    code: asset.code,
    serialNumber: asset.serialNumber ?? '',
    barcode: asset.barcode ?? '',
    model: asset.model ?? '',
    manufacturerId: asset.manufacturerId,
    supplierId: asset.supplierId,
    purchaseDate: asset.purchaseDate,
    warrantyEndDate: asset.warrantyEndDate,
    notes: asset.notes ?? '',
    warehouseId: asset.place.warehouseId,
  };
}

export const assetRules = {
  assetTypeId: dropdownRule(),
  code: requiredRule('Asset code'),
  warrantyEndDate: (value: string | null, values: AssetFormValues) =>
    value && values.purchaseDate && value < values.purchaseDate
      ? 'The warranty cannot end before the purchase date'
      : null,
};

export const createAssetRules = { ...assetRules, warehouseId: dropdownRule() };

/** The details as POST and PUT Asset take them. */
export function assetDetailsPayload(values: AssetFormValues) {
  return {
    assetTypeId: chosen(values.assetTypeId),
    code: values.code.trim(),
    serialNumber: textOrNull(values.serialNumber),
    barcode: textOrNull(values.barcode),
    model: textOrNull(values.model),
    manufacturerId: values.manufacturerId,
    supplierId: values.supplierId,
    purchaseDate: values.purchaseDate || null,
    warrantyEndDate: values.warrantyEndDate || null,
    notes: textOrNull(values.notes),
  };
}
