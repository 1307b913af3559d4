import type { FastifyInstance } from 'fastify';
import { fileDownloadRoutes } from './file-download-routes';
import { fileJobRoutes } from './file-job-routes';

/**
 * The file service: /api/file/... Imports themselves are called on their area's service (Crew/Import on
 * /api/account, ...) through defineImportRoute; exports also through defineExportRoute. The definitions
 * behind them live with their resource (`<resource>.sheet.ts`) and are registered with registerSheets.
 */
export async function fileService(app: FastifyInstance) {
  await app.register(fileJobRoutes);
  await app.register(fileDownloadRoutes);
}

// What other services use: the routes that call an import or export, and the kit a sheet definition is written with.
export { defineImportRoute } from './import-route';
export { defineExportRoute } from './export-route';
export { defineQueueExportRoute } from './file-job-routes';
export { removeOrganisationFiles } from './file-storage';
export { dataTypeOf, exportOf, importOf, registerSheets } from './data-types/registry';
export type { SheetTable, Sheets } from './data-types/registry';
export { defineExport } from './data-types/define-export';
export { defineImport, pageLength } from './data-types/types';
export type {
  ColumnSpec,
  CsvBlock,
  ExportCell,
  ExportDefinition,
  ImportDefinition,
  RowValues,
  Scoped,
} from './data-types/types';
export {
  byCodeOrName,
  findByCodeOrName,
  findLocations,
  lowerValues,
  names,
  optionalNumber,
  projectColumn,
  vendorColumn,
  yesNo,
} from './data-types/lookups';
export { addressAndPosition, addressColumns, addressExportColumns, placeResolver } from './data-types/places';
export { RowRejected, WriteRowByRow, parseRow, rowErrors } from './data-types/row-errors';
