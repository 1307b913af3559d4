import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import type { forgetPasswordBodySchema } from '../../../domain/auth';
import { messageResponseSchema } from '../../../domain/auth';

export type ForgetPasswordBody = z.infer<typeof forgetPasswordBodySchema>;

/** Step 1: asks the server to mail a one-time password; the answer is the same whether or not the email exists. */
export async function forgetPassword(body: ForgetPasswordBody): Promise<string> {
  const data = await api.account.post<unknown>('Auth/ForgetPassword', body, { anonymous: true });
  return messageResponseSchema.parse(data).message;
}

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
