import { describe, expect, it } from 'vitest';
import { catalogueGroups } from '../../../domain/permission-groups';
import {
  actionLabel,
  checkState,
  columnKeys,
  crudKey,
  extraPermissions,
  groupKeys,
  setKeys,
  toggleAll,
} from './permission-matrix';

const groups = catalogueGroups();
const known = new Set(groups.flatMap(groupKeys));
const assets = groups.find((group) => group.name === 'Assets and warehouses')!;
const asset = assets.areas.find((area) => area.area === 'asset')!;
const everything = { editable: () => true, known };

describe('the permission matrix rules', () => {
  it('names actions as people say them', () => {
    expect(actionLabel('view')).toBe('View');
    expect(actionLabel('changePassword')).toBe('Change password');
    expect(actionLabel('changeAccessGroup')).toBe('Change access group');
  });

  it('splits an area into the four columns and its other actions', () => {
    expect(crudKey(asset, 'update')).toBe('asset.update');
    expect(extraPermissions(asset).map((permission) => permission.key)).toEqual(['asset.changeLocation']);
    const swimLane = groups.flatMap((group) => group.areas).find((area) => area.area === 'swimLane')!;
    expect(crudKey(swimLane, 'create')).toBeNull();
  });

  it('collects a column across the areas of a section', () => {
    expect(columnKeys(assets.areas, 'view')).toEqual([
      'warehouse.view',
      'warehouseUser.view',
      'asset.view',
      'assetType.view',
      'supplier.view',
      'manufacturer.view',
    ]);
    expect(columnKeys(assets.areas, 'extra')).toEqual([
      'warehouse.import',
      'warehouse.export',
      'asset.changeLocation',
    ]);
  });

  it('reports all, some or none of a set as granted', () => {
    const selected = new Set(['asset.view', 'asset.create']);
    expect(checkState(selected, ['asset.view', 'asset.create'])).toBe('all');
    expect(checkState(selected, ['asset.view', 'asset.delete'])).toBe('some');
    expect(checkState(selected, ['asset.delete'])).toBe('none');
  });

  it('grants an area’s View along with any other action of it', () => {
    const next = setKeys(new Set(), ['asset.changeLocation', 'supplier.delete'], true, everything);
    expect([...next].sort()).toEqual([
      'asset.changeLocation',
      'asset.view',
      'supplier.delete',
      'supplier.view',
    ]);
  });

  it('takes away only what was asked, leaving View in place', () => {
    const next = setKeys(new Set(['asset.view', 'asset.update']), ['asset.update'], false, everything);
    expect([...next]).toEqual(['asset.view']);
  });

  it('selects a whole row, and clears it when it is all selected', () => {
    const keys = asset.permissions.map((permission) => permission.key);
    const all = toggleAll(new Set(['asset.view']), keys, everything);
    expect(checkState(all, keys)).toBe('all');
    expect(toggleAll(all, keys, everything).size).toBe(0);
  });

  it('never grants what the editor may not, and a select-all box still clears what it can', () => {
    const editable = (key: string) => key !== 'asset.delete';
    const keys = asset.permissions.map((permission) => permission.key);
    const granted = toggleAll(new Set(), keys, { editable, known });
    expect(granted.has('asset.delete')).toBe(false);
    expect(checkState(granted, keys)).toBe('some');
    expect(toggleAll(granted, keys, { editable, known }).size).toBe(0);
  });
});
