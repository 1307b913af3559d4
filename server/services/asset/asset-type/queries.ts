import { asc, eq, sql } from 'drizzle-orm';
import type { AssetType, AssetTypeInput } from '../../../../src/domain/asset-types';
import { ASSET_LEVELS } from '../../../../src/domain/asset-types';
import type { Executor } from '../../../db/client';
import { assetType } from '../../../db/schema/index';

// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const typeAssetCount = sql<number>`(select count(*)::int from asset a where a.organisation_id = asset_type.organisation_id and a.asset_type_id = asset_type.id)`;

const typeColumns = {
  id: assetType.id,
  name: assetType.name,
  code: assetType.code,
  description: assetType.description,
  assetLevelId: assetType.assetLevelId,
  isActive: assetType.isActive,
  assetCount: typeAssetCount,
  version: assetType.version,
  updatedAt: assetType.updatedAt,
};

type TypeRow = Omit<AssetType, 'updatedAt' | 'assetLevelName'> & { updatedAt: Date };

function toAssetType(row: TypeRow): AssetType {
  const level = ASSET_LEVELS.find((l) => l.id === row.assetLevelId);
  return {
    ...row,
    assetLevelName: level?.name ?? '',
    assetCount: Number(row.assetCount),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAssetTypes(tx: Executor) {
  const rows = await tx.select(typeColumns).from(assetType).orderBy(asc(assetType.name), asc(assetType.id));
  return { assetTypes: rows.map(toAssetType) };
}

export async function getAssetType(tx: Executor, id: string): Promise<AssetType | null> {
  const [row] = await tx.select(typeColumns).from(assetType).where(eq(assetType.id, id));
  return row ? toAssetType(row) : null;
}

export function assetTypeValues(body: Omit<AssetTypeInput, 'id'>) {
  return {
    name: body.name,
    code: body.code,
    description: body.description,
    assetLevelId: body.assetLevelId,
    isActive: body.isActive,
  };
}
