import { notifications } from '@mantine/notifications';

/** Toasts stack top right, this far below the top edge so they clear the header and page title. */
export const TOAST_TOP_OFFSET = '150px';
export const TOAST_AUTO_CLOSE_MS = 5000;

interface ToastInput {
  message: string;
  title?: string;
}

function show(color: string, { message, title }: ToastInput): string {
  return notifications.show({
    color,
    title: title || undefined,
    message,
    position: 'top-right',
    autoClose: TOAST_AUTO_CLOSE_MS,
    withBorder: true,
  });
}

export function toastSuccess(message: string, title?: string): string {
  return show('green', { message, title });
}

export function toastError(message: string, title?: string): string {
  return show('red', { message, title });
}

export function toastInfo(message: string, title?: string): string {
  return show('blue', { message, title });
}

/** Removes every toast, shown or queued: a fresh start after signing in. */
export function clearToasts(): void {
  notifications.clean();
  notifications.cleanQueue();
}
