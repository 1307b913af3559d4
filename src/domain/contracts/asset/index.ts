import * as asset from './asset';
import * as assetType from './asset-type';
import { manufacturerContracts, supplierContracts } from './party';
import * as stockReport from './stock-report';

export * from './asset';
export * from './asset-type';
export * from './party';
export * from './stock-report';

/** Every call of the asset service (/api/asset/...). */
export const ASSET_CONTRACTS = [
  ...Object.values(assetType),
  ...Object.values(manufacturerContracts),
  ...Object.values(supplierContracts),
  ...Object.values(asset),
  ...Object.values(stockReport),
];
