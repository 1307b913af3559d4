import type { AssignmentKind } from '../../../domain/location-group-assignments';
import type { PermissionKey } from '../../../domain/permissions';

const VENDOR = '/user-management/vendor/work-location-groups';
const CREW = '/user-management/crew/work-location-groups';

/** `none` stands for an organisation crew's vendor in the crew routes (as in the grant routes). */
function vendorPart(vendorId: string | null | undefined): string {
  return vendorId && vendorId !== 'none' ? vendorId : 'none';
}

export function assignmentsPath(kind: AssignmentKind, subjectId: string, vendorId?: string | null): string {
  return kind === 'vendor' ? `${VENDOR}/${subjectId}` : `${CREW}/${subjectId}/${vendorPart(vendorId)}`;
}

export function assignmentCreatePath(
  kind: AssignmentKind,
  subjectId: string,
  vendorId?: string | null,
): string {
  return kind === 'vendor'
    ? `${VENDOR}/${subjectId}/create`
    : `${CREW}/${subjectId}/${vendorPart(vendorId)}/create`;
}

export function assignmentEditPath(
  kind: AssignmentKind,
  subjectId: string,
  projectId: string,
  vendorId?: string | null,
) {
  return kind === 'vendor'
    ? `${VENDOR}/${subjectId}/Edit/${projectId}`
    : `${CREW}/${subjectId}/${vendorPart(vendorId)}/Edit/${projectId}`;
}

export function assignmentPermission(kind: AssignmentKind, action: 'view' | 'create' | 'update' | 'delete') {
  return `${kind}WorkLocationGroup.${action}` as PermissionKey;
}
