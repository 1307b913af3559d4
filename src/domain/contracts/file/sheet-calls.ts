import type { z } from 'zod';
import { DATA_TYPES, fileJobSchema, type DataTypeName } from '../../file-jobs';
import { onlineOnly } from '../../offline-action-kit';
import { defineContract, type ContractService } from '../kit';

/** The data types with an import call, and with an export call. */
export type ImportedDataType = {
  [N in DataTypeName]: (typeof DATA_TYPES)[N]['importCall'] extends null ? never : N;
}[DataTypeName];
export type ExportedDataType = {
  [N in DataTypeName]: (typeof DATA_TYPES)[N]['exportCall'] extends null ? never : N;
}[DataTypeName];

/** What a data type's import and export calls share: POST at its path, under its label, answering the job. */
function sheetCall<const S extends ContractService>(call: { service: S; path: string }, label: string) {
  const { service, path } = call;
  return {
    service,
    method: 'POST',
    path,
    tags: [label],
    response: fileJobSchema,
    offline: onlineOnly,
  } as const;
}

/**
 * A data type's import call, at the path DATA_TYPES names on its area's service (`Warehouse/Import`):
 * multipart, the workbook under `file` (no body schema, the server reads the parts); answers the queued job.
 * The server registers it with defineImportRoute (server/services/file/import-route.ts).
 */
export function importContract<const N extends ImportedDataType>(dataType: N) {
  const { importCall, importKey, label } = DATA_TYPES[dataType];
  return defineContract({
    ...sheetCall(importCall, label),
    summary: `Import ${label.toLowerCase()} from an .xlsx or .csv file (multipart, field \`file\`) with the columns of the sample file; answers the queued job`,
    permission: importKey,
    errors: [413],
  });
}

/**
 * A data type's export call, at the path DATA_TYPES names on its area's service (`Warehouse/Export`): the
 * body is its list's filter body (`filter`, the GetAll schema); answers the queued job. The server registers
 * it with defineExportRoute (server/services/file/export-route.ts).
 */
export function exportContract<const N extends ExportedDataType, F extends z.ZodType>(
  dataType: N,
  filter: F,
) {
  const { exportCall, exportKey, label } = DATA_TYPES[dataType];
  return defineContract({
    ...sheetCall(exportCall, label),
    summary: `Export ${label.toLowerCase()} matching the list's filters (its GetAll body; paging is ignored); answers the queued job`,
    permission: exportKey,
    body: filter,
  });
}
