import { DATA_TYPES, dataTypeById } from '../../../../src/domain/file-jobs';
import type { DataTypeName } from '../../../../src/domain/file-jobs';
import { crewImport } from './crew';
import { organisationExport, organisationImport } from './organisation';
import { projectImport } from './project';
import { reportExport } from './report';
import type { ExportDefinition, ImportDefinition } from './types';
import { vendorImport } from './vendor';
import { warehouseExport, warehouseImport } from './warehouse';
import { workLocationImport } from './work-location';
import { workLocationExport } from './work-location-export';
import { workLocationGroupExport, workLocationGroupImport } from './work-location-group';
import { workOrderImport } from './work-order';
import { workOrderExport } from './work-order-export';
import { workforceImport } from './workforce';

/**
 * What each data type can do. Adding one is a file in this folder (its columns and row writer, or its
 * export over the area's list query), a line here, and its route line in the area's service
 * (defineImportRoute / defineExportRoute); the jobs, files, history and downloads come with the framework.
 */
const HANDLERS: { [Name in DataTypeName]?: { import?: ImportDefinition; export?: ExportDefinition } } = {
  organisation: { import: organisationImport, export: organisationExport },
  warehouse: { import: warehouseImport, export: warehouseExport },
  crew: { import: crewImport },
  vendor: { import: vendorImport },
  workforce: { import: workforceImport },
  project: { import: projectImport },
  workLocation: { import: workLocationImport, export: workLocationExport },
  workLocationGroup: { import: workLocationGroupImport, export: workLocationGroupExport },
  workOrder: { import: workOrderImport, export: workOrderExport },
  report: { export: reportExport },
};

export function importOf(name: DataTypeName): ImportDefinition | null {
  return HANDLERS[name]?.import ?? null;
}

export function exportOf(name: DataTypeName): ExportDefinition | null {
  return HANDLERS[name]?.export ?? null;
}

/** The data type of an id the contract's schemas already checked. */
export function dataTypeOf(id: number): { name: DataTypeName; label: string } {
  const name = dataTypeById(id);
  if (!name) throw new Error(`unknown data type ${id}`);
  return { name, label: DATA_TYPES[name].label };
}
