import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { IconCloudOff } from '@tabler/icons-react';
import { hasPermission, useSessionInfo } from '../../data/session-info';
import { CenteredLoader, PageMessage } from '../../components/PageState';
import { NoAccessPage } from '../pages/Status.page';
import { pageTitle } from '../../navigation/paths';
import type { AppRoute, PublicRoute } from '../../navigation/route-types';
import { markScreenShown } from '../../offline/when-idle';

/** Drawn with a screen, or with what shows instead of it: the parts that wait for a screen may load. */
export function ScreenShown() {
  useEffect(markScreenShown, []);
  return null;
}

/** A public screen with its document title. */
export function PublicScreen({ route }: { route: PublicRoute }) {
  const Screen = route.screen;
  return (
    <>
      <title>{pageTitle(route.title)}</title>
      <Screen />
      <ScreenShown />
    </>
  );
}

/**
 * A signed-in screen, shown only when the user holds the route's permission key; a direct URL to a route they
 * lack says so instead of failing. The server refuses the data anyway (403); this only keeps the UI honest.
 */
export function RouteScreen({ route }: { route: AppRoute }) {
  const session = useSessionInfo();
  if (session.isPending) return <CenteredLoader label="Loading your session" />;
  if (!session.data) {
    return (
      <>
        <PageMessage
          icon={IconCloudOff}
          title="Your session could not be loaded"
          action={<Button onClick={() => void session.refetch()}>Try again</Button>}
        >
          Check the connection and try again.
        </PageMessage>
        <ScreenShown />
      </>
    );
  }
  if (!hasPermission(session.data, route.permission)) {
    return (
      <>
        <NoAccessPage title={route.title} />
        <ScreenShown />
      </>
    );
  }
  const Screen = route.screen;
  if (!Screen) return null;
  return (
    <>
      <title>{pageTitle(route.title)}</title>
      <Screen />
      <ScreenShown />
    </>
  );
}
