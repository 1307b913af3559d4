import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';

const require = createRequire(import.meta.url);
let loaded: typeof ExcelJSModule | undefined;

/**
 * exceljs with its zip and stream libraries is about half the code the server would load at start, and only
 * imports, exports and sample files need it: it loads on first use instead (docs/decisions.md, fast start).
 */
export function excel(): typeof ExcelJSModule {
  loaded ??= require('exceljs') as typeof ExcelJSModule;
  return loaded;
}
