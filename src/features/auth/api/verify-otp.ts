import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callParsed } from '../../../api/call';
import type { verifyOtpBodySchema } from '../../../domain/auth';
import { verifyOtp as verifyOtpCall } from '../../../domain/contracts/account/auth';

export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

/** Step 2: trades the mailed one-time password for a short-lived reset token. */
export async function verifyOtp(body: VerifyOtpBody): Promise<string> {
  return (await callParsed(verifyOtpCall, { body }, { anonymous: true })).resetToken;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
