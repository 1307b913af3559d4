import { describe, expect, it } from 'vitest';
import { fileMenuEntries, menuEntries, menuTargets } from './map-menu';

describe('menuEntries', () => {
  it('offers Assign Work Order with update access and Re-Open with reopen access', () => {
    expect(menuEntries({ assign: true, reopen: true }).map((entry) => entry.label)).toEqual([
      'Assign Work Order',
      'Re-Open',
    ]);
    expect(menuEntries({ assign: true, reopen: false }).map((entry) => entry.mode)).toEqual(['assign']);
    expect(menuEntries({ assign: false, reopen: true }).map((entry) => entry.mode)).toEqual(['reopen']);
  });

  it('offers nothing, so no menu opens, without either', () => {
    expect(menuEntries({ assign: false, reopen: false })).toEqual([]);
  });
});

describe('menuTargets', () => {
  it('acts on the whole selection when the order is part of it', () => {
    expect(menuTargets('b', ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(menuTargets(null, ['a', 'b'])).toEqual(['a', 'b']);
  });

  it('acts on the order alone otherwise', () => {
    expect(menuTargets('z', ['a', 'b'])).toEqual(['z']);
    expect(menuTargets('z', [])).toEqual(['z']);
  });
});

describe('fileMenuEntries', () => {
  const both = { bulkUpload: true, exportCsv: true };

  it('offers Bulk Upload and Export in CSV on the completed map, each by its own access', () => {
    expect(fileMenuEntries('completed', both)).toEqual(['bulkUpload', 'exportCsv']);
    expect(fileMenuEntries('completed', { bulkUpload: false, exportCsv: true })).toEqual(['exportCsv']);
    expect(fileMenuEntries('completed', { bulkUpload: true, exportCsv: false })).toEqual(['bulkUpload']);
  });

  it('offers neither on the active map, whatever the access', () => {
    expect(fileMenuEntries('active', both)).toEqual([]);
  });
});
