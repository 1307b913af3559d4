import { api } from '../../../api/client';
import { messageResponseSchema } from '../../../domain/auth';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';

export interface UserPasswordChange {
  userId: string;
  newPassword: string;
}

/**
 * POST User/ChangeUserPassword: an administrator sets another user's password. The user's sessions end and
 * they are notified. Answers the server's confirmation.
 */
export async function changeUserPassword(change: UserPasswordChange): Promise<string> {
  return messageResponseSchema.parse(await api.account.post<unknown>('User/ChangeUserPassword', change))
    .message;
}

export function useChangeUserPassword() {
  return useOptimisticWrite<UserPasswordChange, string>({ mutationFn: changeUserPassword });
}
