import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { CenteredLoader } from '../../components/PageState';
import { UnsavedChangesGuard } from '../../components/record/unsaved-changes';
import { useLiveUpdates } from '../../data/live/use-live-updates';
import { usePersistOnNavigation } from '../../offline/persist-on-leave';
import { AppHeader } from './AppHeader';
import classes from './HomeShell.module.css';
import { NavMenu } from './NavMenu';
import { useRoutesFromWorker } from './use-worker-routes';
import '../../components/mantine-styles';
import { useScreenMatches } from '../../components/use-screen-matches';

const MAIN_ID = 'main-content';

/** Below Mantine's `md` the navbar is a drawer behind the burger (AppShell's `breakpoint: 'md'`). */
const NAV_DRAWER_QUERY = '(max-width: 61.99em)';

/** Moves focus past the header and the menu, to the screen itself (without touching the route). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/**
 * The signed-in frame: header with the burger (phones and small tablets), navbar grouped by area, and the
 * current screen. Screens load lazily inside it, with the spinner in the content area only. A "Skip to
 * content" link is the first tab stop, so a keyboard user need not pass the header and the menu each time.
 */
export function HomeShell() {
  const [navOpened, nav] = useDisclosure(false);
  // On a phone or a small tablet the menu is drawn when first opened, not with the first screen: it is a
  // third of the page's elements, and while closed it is off screen (its links out of the tab order too).
  const drawer = useScreenMatches(NAV_DRAWER_QUERY);
  const [navDrawn, setNavDrawn] = useState(false);
  if (navOpened && !navDrawn) setNavDrawn(true);
  usePersistOnNavigation();
  useLiveUpdates();
  useRoutesFromWorker();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      <AppShell.Header>
        <AppHeader navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Areas" inert={drawer && !navOpened}>
        {!drawer || navDrawn ? <NavMenu onNavigate={nav.close} /> : null}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <UnsavedChangesGuard>
          <Suspense fallback={<CenteredLoader />}>
            <Outlet />
          </Suspense>
        </UnsavedChangesGuard>
      </AppShell.Main>
    </AppShell>
  );
}
