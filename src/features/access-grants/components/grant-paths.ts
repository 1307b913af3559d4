import type { GrantKind } from '../../../domain/access-grants';
import type { PermissionKey } from '../../../domain/permissions';

/**
 * The `:vendorId` segment of the admin and crew grant routes names the subject's vendor, or `none` for an
 * organisation-level user or crew (docs/decisions.md).
 */
export const NO_VENDOR = 'none';

const BASES: Record<GrantKind, string> = {
  admin: '/user-management/admin/access-groups',
  vendor: '/user-management/vendor/access-groups',
  crew: '/user-management/crew/access-groups',
};

export const SUBJECT_PAGES: Record<GrantKind, { label: string; path: (id: string) => string; noun: string }> =
  {
    admin: { label: 'Admin users', path: (id) => `/user-management/admin/${id}`, noun: 'user' },
    vendor: { label: 'Vendors', path: (id) => `/user-management/vendor/${id}`, noun: 'vendor' },
    crew: { label: 'Crews', path: (id) => `/user-management/crew/${id}`, noun: 'crew' },
  };

/** Whose grants a page shows; `vendorId` is the admin user's or crew's vendor, for the paths back. */
export interface GrantSubject {
  kind: GrantKind;
  subjectId: string;
  vendorId?: string;
}

export function vendorSegment(vendorId: string | null | undefined): string {
  return vendorId && vendorId !== NO_VENDOR ? vendorId : NO_VENDOR;
}

export function grantsPath(kind: GrantKind, subjectId: string, vendorId: string | null | undefined): string {
  return kind === 'vendor'
    ? `${BASES.vendor}/${subjectId}`
    : `${BASES[kind]}/${subjectId}/${vendorSegment(vendorId)}`;
}

export function grantCreatePath(
  kind: GrantKind,
  subjectId: string,
  vendorId: string | null | undefined,
): string {
  return kind === 'vendor'
    ? `${BASES.vendor}/${subjectId}/create`
    : `${BASES[kind]}/${subjectId}/create/${vendorSegment(vendorId)}`;
}

export function grantEditPath(
  kind: GrantKind,
  subjectId: string,
  projectId: string,
  grantId: string,
): string {
  return `${BASES[kind]}/${subjectId}/Edit/${projectId}/${grantId}`;
}

export function grantPermission(
  kind: GrantKind,
  action: 'view' | 'create' | 'update' | 'delete',
): PermissionKey {
  return `${kind}AccessGroup.${action}` as PermissionKey;
}
