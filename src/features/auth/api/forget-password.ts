import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callParsed } from '../../../api/call';
import type { forgetPasswordBodySchema } from '../../../domain/auth';
import { forgetPassword as forgetPasswordCall } from '../../../domain/contracts/account/auth';

export type ForgetPasswordBody = z.infer<typeof forgetPasswordBodySchema>;

/** Step 1: asks the server to mail a one-time password; the answer is the same whether or not the email exists. */
export async function forgetPassword(body: ForgetPasswordBody): Promise<string> {
  return (await callParsed(forgetPasswordCall, { body }, { anonymous: true })).message;
}

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
