import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { CenteredLoader } from '../../components/PageState';
import { usePersistOnNavigation } from '../../offline/persist-on-leave';
import { AppHeader } from './AppHeader';
import { NavMenu } from './NavMenu';

/**
 * The signed-in frame: header with the burger (phones and small tablets), navbar grouped by area, and the
 * current screen. Screens load lazily inside it, with the spinner in the content area only.
 */
export function HomeShell() {
  const [navOpened, nav] = useDisclosure(false);
  usePersistOnNavigation();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header>
        <AppHeader navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Areas">
        <NavMenu onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<CenteredLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
