import { z } from 'zod';
import { api } from '../../../api/client';
import { ASSIGNMENT_KINDS, type AssignmentKind } from '../../../domain/location-group-assignments';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { assignmentKeys } from './assignments';

const messageSchema = z.object({ message: z.string() });

/** PUT {Vendor|Crew}WorkLocationGroup/ChangePassword. */
export function useChangeFieldPassword(kind: AssignmentKind) {
  const { base, key } = ASSIGNMENT_KINDS[kind];
  return useOptimisticWrite<
    { subjectId: string; projectId: string; newPassword: string; confirmPassword: string },
    { message: string }
  >({
    mutationFn: async ({ subjectId, ...rest }) =>
      messageSchema.parse(
        await api.workorder.put<unknown>(`${base}/ChangePassword`, { [key]: subjectId, ...rest }),
      ),
    invalidates: () => [assignmentKeys.all],
  });
}
