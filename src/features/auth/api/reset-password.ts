import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callParsed } from '../../../api/call';
import type { resetPasswordBodySchema } from '../../../domain/auth';
import { resetPassword as resetPasswordCall } from '../../../domain/contracts/account/auth';

export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Step 3: sets the new password with the reset token. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  return (await callParsed(resetPasswordCall, { body }, { anonymous: true })).message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
