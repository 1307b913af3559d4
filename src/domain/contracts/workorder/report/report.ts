import { camelQuery, deletedSchema } from '../../../fields';
import {
  reportCreateSchema,
  reportExportFilterSchema,
  reportIdQuerySchema,
  reportListQuerySchema,
  reportListSchema,
  reportResultSchema,
  reportRunByIdSchema,
  reportRunSchema,
  reportSchema,
  reportUpdateSchema,
} from '../../../reports';
import { exportContract } from '../../file/sheet-calls';
import { defineContract } from '../../kit';
import { reportCall } from './online';

const idQuery = camelQuery(reportIdQuerySchema);

export const runReportDefinition = defineContract({
  ...reportCall,
  method: 'POST',
  path: 'Report/DynamicWorkorderReport',
  summary: 'Run a report definition (or SQL) without saving it: one page of its result',
  // Running unsaved SQL is building a report, not reading one.
  permission: ['report.create', 'report.update'],
  body: reportRunSchema,
  response: reportResultSchema,
});

export const runReportById = defineContract({
  ...reportCall,
  method: 'POST',
  path: 'Report/GetReportFromDbQueryById',
  summary: 'Run a saved report (SQL or builder) for the caller: one page of its result',
  permission: 'report.view',
  body: reportRunByIdSchema,
  response: reportResultSchema,
});

export const getAllReports = defineContract({
  ...reportCall,
  method: 'GET',
  path: 'Report/GetAll',
  summary: 'Reports the caller may see, by name (a vendor user: their vendor’s and the shared ones)',
  permission: 'report.view',
  query: camelQuery(reportListQuerySchema),
  response: reportListSchema,
});

export const getReportById = defineContract({
  ...reportCall,
  method: 'GET',
  path: 'Report/GetById',
  summary: 'One report',
  permission: 'report.view',
  query: idQuery,
  response: reportSchema,
});

export const createReport = defineContract({
  ...reportCall,
  method: 'POST',
  path: 'Report',
  summary: 'Save a report; its SQL is checked by the sandbox’s rules and planned',
  permission: 'report.create',
  body: reportCreateSchema,
  response: reportSchema,
});

/** The report's id is in the body, beside the version. */
export const updateReport = defineContract({
  ...reportCall,
  method: 'PUT',
  path: 'Report',
  summary: 'Change a report (send the version you edited)',
  permission: 'report.update',
  body: reportUpdateSchema,
  response: reportSchema,
});

export const deleteReport = defineContract({
  ...reportCall,
  method: 'DELETE',
  path: 'Report',
  summary: 'Delete a report no dashboard widget shows',
  permission: 'report.delete',
  query: idQuery,
  response: deletedSchema,
});

/** A saved report's whole result as a workbook (filters `{ reportId }`); answers the queued job. */
export const exportReports = exportContract('report', reportExportFilterSchema);
