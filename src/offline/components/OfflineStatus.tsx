import { Badge, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import { offlineLabel } from '../data-age';
import { useDataFetchedAt, useNow, useOnline } from '../use-data-age';

/** Opens on tap as well, for touch screens without hover. */
const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

/**
 * Header status: a quiet mark while online; offline, how old the data on screen is. A phone header has no
 * room for the sentence, so below `sm` it is an icon whose label opens on tap.
 */
export function OfflineStatus() {
  const online = useOnline();
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

  const label = offlineLabel(fetchedAt, now);
  return (
    <>
      <Badge
        visibleFrom="sm"
        role="status"
        aria-label={label}
        color="orange"
        variant="light"
        size="lg"
        tt="none"
        leftSection={<IconCloudOff size={16} />}
      >
        {label}
      </Badge>
      <Tooltip label={label} events={TOOLTIP_EVENTS}>
        <ThemeIcon
          hiddenFrom="sm"
          role="status"
          aria-label={label}
          tabIndex={0}
          variant="light"
          color="orange"
          radius="xl"
          size={44}
        >
          <IconCloudOff size={20} />
        </ThemeIcon>
      </Tooltip>
    </>
  );
}
