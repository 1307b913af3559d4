import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import type { verifyOtpBodySchema } from '../../../domain/auth';
import { verifyOtpResponseSchema } from '../../../domain/auth';

export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

/** Step 2: trades the mailed one-time password for a short-lived reset token. */
export async function verifyOtp(body: VerifyOtpBody): Promise<string> {
  const data = await api.account.post<unknown>('Auth/VerifyOtp', body, { anonymous: true });
  return verifyOtpResponseSchema.parse(data).resetToken;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
