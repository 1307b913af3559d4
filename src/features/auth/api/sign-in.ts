import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/call';
import { clearToasts } from '../../../notices/toast';
import { clearSession, sessionFromTokens, setSession } from '../../../api/session';
import type { signInBodySchema, TokenResponse } from '../../../domain/auth';
import { SIGN_IN_ENDPOINT } from '../../../domain/contracts/account/auth-endpoints';

export type SignInBody = z.infer<typeof signInBodySchema>;

/** The response schema, and zod with it, loads beside the request: the sign-in screen needs neither. */
export async function signIn(body: SignInBody): Promise<TokenResponse> {
  const [data, { tokenResponseSchema }] = await Promise.all([
    callEndpoint<unknown>(SIGN_IN_ENDPOINT, { body }, { anonymous: true }),
    import('../../../domain/auth'),
  ]);
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
