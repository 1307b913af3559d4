import { toastError } from '../notices/toast';
import { MESSAGES } from '../domain/messages';
import { ApiError, SessionEndedError, WriteQueuedError } from '../api/errors';

export interface ErrorToastContent {
  title: string;
  message: string;
}

/**
 * What a failure toast says (SPEC section 8): the response title as the toast title, and its message or first
 * returnMessage as the text; `fallback` (default "Something went wrong!") when the response says nothing.
 */
export function errorToastContent(
  error: unknown,
  fallback: string = MESSAGES.somethingWentWrong,
): ErrorToastContent {
  if (!(error instanceof ApiError)) return { title: '', message: fallback };
  const { title, message, returnMessage } = error.body;
  return { title, message: message || returnMessage[0] || fallback };
}

/**
 * Shows the failure toast for an error. Writes kept in the offline outbox are not failures, and a session
 * that ended already said so ("Error while refreshing token."), so neither shows a toast.
 */
export function showErrorToast(error: unknown, fallback?: string): void {
  if (error instanceof WriteQueuedError || error instanceof SessionEndedError) return;
  const { title, message } = errorToastContent(error, fallback);
  toastError(message, title);
}
