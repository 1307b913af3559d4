import { DATA_TYPES, dataTypeById } from '../../../../src/domain/file-jobs';
import type { DataTypeName } from '../../../../src/domain/file-jobs';
import type { ExportDefinition, ImportDefinition } from './types';

/** What a resource can do with files: its import (columns and row writer), its export (over its list query), or both. */
export interface Sheets {
  import?: ImportDefinition;
  export?: ExportDefinition;
}

/** The sheet definitions a service brings, by data type. */
export type SheetTable = { [Name in DataTypeName]?: Sheets };

/**
 * The file service's registry of sheet definitions. The file service knows no other service: each resource
 * declares its import and export beside itself (`<resource>.sheet.ts`), its service lists them in its public
 * face (index.ts), and the composition root (server/sheets.ts) registers them here before any route or job
 * asks for one.
 */
const registered: SheetTable = {};

export function registerSheets(table: SheetTable): void {
  for (const [name, sheets] of Object.entries(table) as Array<[DataTypeName, Sheets]>) {
    const known = registered[name];
    if (known && known !== sheets) throw new Error(`${name} has its sheets registered twice`);
    registered[name] = sheets;
  }
}

export function importOf(name: DataTypeName): ImportDefinition | null {
  return registered[name]?.import ?? null;
}

export function exportOf(name: DataTypeName): ExportDefinition | null {
  return registered[name]?.export ?? null;
}

/** The data type of an id the contract's schemas already checked. */
export function dataTypeOf(id: number): { name: DataTypeName; label: string } {
  const name = dataTypeById(id);
  if (!name) throw new Error(`unknown data type ${id}`);
  return { name, label: DATA_TYPES[name].label };
}
