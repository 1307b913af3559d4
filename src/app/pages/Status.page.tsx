import { Button } from '@mantine/core';
import { IconAlertTriangle, IconError404, IconShieldOff } from '@tabler/icons-react';
import { Link, useRouteError } from 'react-router-dom';
import { PageMessage } from '../../components/PageState';
import { MESSAGES } from '../../domain/messages';
import { HOME_PATH, pageTitle } from '../../navigation/paths';

function HomeButton() {
  return (
    <Button component={Link} to={HOME_PATH}>
      Go to the dashboard
    </Button>
  );
}

/** A direct link to a route whose permission key the user does not hold. */
export function NoAccessPage({ title }: { title: string }) {
  return (
    <>
      <title>{pageTitle('No access')}</title>
      <PageMessage
        icon={IconShieldOff}
        color="orange"
        title="You do not have access to this page"
        action={<HomeButton />}
      >
        Your role does not include “{title}”. Ask your administrator if you need it.
      </PageMessage>
    </>
  );
}

/** An address that matches no screen of the console. */
export function NotFoundPage() {
  return (
    <>
      <title>{pageTitle('Page not found')}</title>
      <PageMessage icon={IconError404} title="Page not found" action={<HomeButton />}>
        The address does not lead to a page of the console.
      </PageMessage>
    </>
  );
}

/**
 * Last line of defence for a screen that throws while rendering. The usual cause after a deployment is a
 * code chunk that no longer exists, which a reload fixes.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <>
      <title>{pageTitle('Error')}</title>
      <PageMessage
        icon={IconAlertTriangle}
        color="red"
        title={MESSAGES.somethingWentWrong}
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      >
        The page could not be shown. Reloading usually helps.
      </PageMessage>
    </>
  );
}
