import { requiredRule } from '../../../components/form/rules';
import { textOrNull } from '../../../components/lookups/contact-rules';
import type { AssetType } from '../../../domain/asset-types';
import type { AssetTypeBody } from '../api/asset-types';

export const ASSET_TYPES_PATH = '/assetType';
export const ASSET_TYPE_CODE_MAX = 20;

export interface AssetTypeFormValues {
  name: string;
  code: string;
  description: string;
  /** The level's id as the select holds it (a string), null until one is chosen. */
  assetLevelId: string | null;
  isActive: boolean;
}

export const EMPTY_ASSET_TYPE: AssetTypeFormValues = {
  name: '',
  code: '',
  description: '',
  assetLevelId: null,
  isActive: true,
};

export function assetTypeValuesOf(assetType: AssetType): AssetTypeFormValues {
  return {
    name: assetType.name,
    code: assetType.code ?? '',
    description: assetType.description ?? '',
    assetLevelId: String(assetType.assetLevelId),
    isActive: assetType.isActive,
  };
}

export const assetTypeRules = {
  name: requiredRule('Asset type name'),
  assetLevelId: requiredRule('Asset level'),
};

/** The body of POST and PUT AssetType, without id and version. */
export function assetTypePayload(values: AssetTypeFormValues): AssetTypeBody {
  return {
    name: values.name.trim(),
    code: textOrNull(values.code),
    description: textOrNull(values.description),
    assetLevelId: Number(values.assetLevelId),
    isActive: values.isActive,
  };
}

/** What the list search looks through. */
export function assetTypeTexts(assetType: AssetType): Array<string | null> {
  return [assetType.name, assetType.code, assetType.description, assetType.assetLevelName];
}

/** "3 assets": how many assets are of the type (a type with any cannot be deleted). */
export function assetCountText(count: number): string {
  return `${count} ${count === 1 ? 'asset' : 'assets'}`;
}
