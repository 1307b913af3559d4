import { Badge, Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';

/** Opens the Filter panel; a badge counts the fields changed from the defaults. */
export function FilterButton({ changed, onClick }: { changed: number; onClick: () => void }) {
  return (
    <Button
      mih={44}
      variant={changed > 0 ? 'light' : 'default'}
      leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
      rightSection={
        changed > 0 ? (
          <Badge size="sm" circle aria-label={`${changed} changed`}>
            {changed}
          </Badge>
        ) : null
      }
      onClick={onClick}
      style={{ flex: 'none' }}
    >
      Filter
    </Button>
  );
}
