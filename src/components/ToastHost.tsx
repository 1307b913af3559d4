import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_TOP_OFFSET } from './toast';
import classes from './ToastHost.module.css';

/**
 * Where every toast of the console appears: top right, 150 px down on a desktop; at the bottom on tablets and
 * phones, clear of the action row (see the CSS). Render once, inside MantineProvider.
 */
export function ToastHost() {
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
