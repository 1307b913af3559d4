import { Tabs } from '@mantine/core';
import { IconLayoutKanban, IconList, IconMap2, type Icon } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { hasPermission, useSessionInfo } from '../../../data/session-info';
import { registeredRoutes, useRouteTable } from '../../../navigation/navigation';
import type { AppRoute } from '../../../navigation/route-types';
import type { SessionInfo } from '../../../domain/auth';
import { useScreenMatches } from '../../../components/use-screen-matches';

export type WorkOrderView = 'list' | 'swimLane' | 'map';

interface ViewTab {
  view: WorkOrderView;
  label: string;
  path: string;
  icon: Icon;
}

/** SPEC section 2: ListView, Swimlane and Map view, in this order. Each needs its route's permission key. */
export const VIEW_TABS: readonly ViewTab[] = [
  { view: 'list', label: 'ListView', path: '/work-order/list-view', icon: IconList },
  { view: 'swimLane', label: 'Swimlane', path: '/work-order/swim-lane', icon: IconLayoutKanban },
  { view: 'map', label: 'Map view', path: '/work-order/map-view', icon: IconMap2 },
];

/** The tabs the user can open: the route has a screen and the user holds its key. */
export function visibleViewTabs(routes: readonly AppRoute[], info: SessionInfo | undefined): ViewTab[] {
  const served = registeredRoutes(routes);
  return VIEW_TABS.filter((tab) => {
    const route = served.find((candidate) => candidate.path === tab.path);
    return route !== undefined && hasPermission(info, route.permission);
  });
}

/** Switches between the work-order views; a view appears once its screen exists and the user may open it. */
export function ViewSwitcher({ current }: { current: WorkOrderView }) {
  // On a phone the three tabs fit one row without their icons.
  const narrow = useScreenMatches('(max-width: 35.99em)');
  const navigate = useNavigate();
  const { data: info } = useSessionInfo();
  const tabs = visibleViewTabs(useRouteTable(), info);
  if (tabs.length === 0) return null;
  return (
    <Tabs
      value={current}
      onChange={(view) => {
        const tab = tabs.find((candidate) => candidate.view === view);
        if (tab && tab.view !== current) void navigate(tab.path);
      }}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label="Work-order views">
        {tabs.map(({ view, label, icon: TabIcon }) => (
          <Tabs.Tab
            key={view}
            value={view}
            mih={44}
            leftSection={narrow ? undefined : <TabIcon size={18} aria-hidden />}
          >
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
