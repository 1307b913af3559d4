import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import type { resetPasswordBodySchema } from '../../../domain/auth';
import { messageResponseSchema } from '../../../domain/auth';

export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Step 3: sets the new password with the reset token. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const data = await api.account.post<unknown>('Auth/ResetPassword', body, { anonymous: true });
  return messageResponseSchema.parse(data).message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
