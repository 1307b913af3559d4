import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, type ComponentType } from 'react';
import { useIsSignedIn } from '../api/use-stored-session';
import { useIdle } from '../offline/when-idle';

// Outside the router's error page: code that could not be fetched leaves toasts unshown, not the page blank.
const ToastStack = lazy<ComponentType>(() =>
  import('../components/ToastStack').then(
    (module) => ({ default: module.ToastStack }),
    () => ({ default: () => null }),
  ),
);

/**
 * Where every toast of the console appears: top right, 150 px down on a desktop; at the bottom on tablets and
 * phones, clear of the action row (see the CSS). Render once, inside MantineProvider. The toasts' code loads
 * with the first toast (they wait in Mantine's store meanwhile), or once signed in and idle, not with the
 * first screen.
 */
export function ToastHost() {
  const waiting = useNotifications().notifications.length > 0;
  const idle = useIdle(useIsSignedIn());

  if (!waiting && !idle) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
