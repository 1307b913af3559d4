import type { z } from 'zod';
import { api } from '../../../api/client';
import { messageResponseSchema, type changePasswordBodySchema } from '../../../domain/auth';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';

export type PasswordChange = z.infer<typeof changePasswordBodySchema>;

/**
 * PUT User/ChangePassword: my own password, with the current one. A wrong current password comes back as
 * a field error on it; the change is announced in my notifications (and by email, if I chose that).
 */
export async function changePassword(change: PasswordChange): Promise<string> {
  return messageResponseSchema.parse(await api.account.put<unknown>('User/ChangePassword', change)).message;
}

export function useChangePassword() {
  return useOptimisticWrite<PasswordChange, string>({ mutationFn: changePassword });
}
