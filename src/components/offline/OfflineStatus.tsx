import { Badge, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconServerOff } from '@tabler/icons-react';
import { offlineLabel, unreachableLabel } from '../../offline/data-age';
import { useConnectivity, useDataFetchedAt, useNow, useOnline } from '../../offline/use-data-age';

/** Opens on tap as well, for touch screens without hover. */
const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

/**
 * Header status: a quiet mark while online; offline, how old the data on screen is, and whether the device
 * has no network or the server does not answer (the console keeps asking it). A phone header has no room for
 * the sentence, so below `md` it is an icon whose label opens on tap.
 */
export function OfflineStatus() {
  const online = useOnline();
  const connectivity = useConnectivity();
  const fetchedAt = useDataFetchedAt();
  const now = useNow();

  if (online) {
    return (
      <Tooltip label="Online" events={TOOLTIP_EVENTS}>
        <ThemeIcon role="status" aria-label="Online" variant="light" color="teal" radius="xl" size="lg">
          <IconCloudCheck size={18} />
        </ThemeIcon>
      </Tooltip>
    );
  }

  const unreachable = connectivity === 'unreachable';
  const label = unreachable ? unreachableLabel(fetchedAt, now) : offlineLabel(fetchedAt, now);
  const Icon = unreachable ? IconServerOff : IconCloudOff;
  const color = unreachable ? 'red' : 'orange';
  return (
    <>
      <Badge
        visibleFrom="md"
        role="status"
        aria-label={label}
        color={color}
        variant="light"
        size="lg"
        tt="none"
        leftSection={<Icon size={16} />}
      >
        {label}
      </Badge>
      <Tooltip label={label} events={TOOLTIP_EVENTS}>
        <ThemeIcon
          hiddenFrom="md"
          role="status"
          aria-label={label}
          tabIndex={0}
          variant="light"
          color={color}
          radius="xl"
          size={44}
        >
          <Icon size={20} />
        </ThemeIcon>
      </Tooltip>
    </>
  );
}
