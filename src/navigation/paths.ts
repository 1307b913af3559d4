/**
 * Paths that more than the route table needs to know: where signing in, signing out and the home link go.
 * A leaf module (only the product's domain constants), so features may use it without pulling in the router.
 */
import { FORGET_PASSWORD_PATH, PRODUCT_NAME } from '../domain/product';

export { FORGET_PASSWORD_PATH, PRODUCT_NAME };
export const HOME_PATH = '/dashboard';
export const SIGN_IN_PATH = '/sign-in';

/** Builds a document title: "Assets | Field Console". */
export function pageTitle(title: string): string {
  return `${title} | ${PRODUCT_NAME}`;
}

/**
 * Where to go after signing in: the page the user was sent away from, if it is an in-app path. Anything else
 * (an absolute URL, the sign-in page itself) goes home, so a crafted link cannot redirect off-site.
 */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return HOME_PATH;
  if (from.startsWith(SIGN_IN_PATH) || from.startsWith(FORGET_PASSWORD_PATH)) return HOME_PATH;
  return from;
}

/**
 * The import or export history of one data type: /import-export-history/:dataTypeId/:operationTypeId, with
 * the ids of src/domain/file-jobs.ts (DATA_TYPES[x].id, OPERATION_TYPES).
 */
export function importExportHistoryPath(dataTypeId: number, operationTypeId: number): string {
  return `/import-export-history/${dataTypeId}/${operationTypeId}`;
}
