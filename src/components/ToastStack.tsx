import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_TOP_OFFSET } from '../notices/toast';
import classes from './ToastHost.module.css';
import './mantine-styles';

/** The toasts themselves (see ToastHost): top right, 150 px down on a desktop; at the bottom below 992 px. */
export function ToastStack() {
  return (
    <Notifications
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={4}
      zIndex={1000}
      classNames={{ root: classes.root }}
      style={{ '--toast-top-offset': TOAST_TOP_OFFSET }}
    />
  );
}
