import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { clearToasts } from '../../../components/toast';
import { clearSession, sessionFromTokens, setSession } from '../../../api/session';
import type { signInBodySchema } from '../../../domain/auth';
import { tokenResponseSchema, type TokenResponse } from '../../../domain/auth';

export type SignInBody = z.infer<typeof signInBodySchema>;

export async function signIn(body: SignInBody): Promise<TokenResponse> {
  const data = await api.account.post<unknown>('Auth/SignIn', body, { anonymous: true });
  return tokenResponseSchema.parse(data);
}

/** Signing in stores the tokens and their expiry; a failure clears whatever was stored (SPEC section 4). */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (tokens) => {
      // A "Sign-in failed" from the previous attempt must not follow the user onto the dashboard.
      clearToasts();
      setSession(sessionFromTokens(tokens));
    },
    onError: () => clearSession(),
  });
}
