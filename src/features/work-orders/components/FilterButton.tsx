import { Badge, Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';

export interface FilterButtonProps {
  /** Fields changed from the defaults: the button is tinted while there are any. */
  changed: number;
  /** Fields narrowing the list, the defaults included: counted on the badge. Without it, `changed` is. */
  active?: number;
  onClick: () => void;
}

/** Opens the Filter panel; a badge counts the filter fields in use, so that a default filter shows too. */
export function FilterButton({ changed, active = changed, onClick }: FilterButtonProps) {
  return (
    <Button
      mih={44}
      variant={changed > 0 ? 'light' : 'default'}
      leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
      rightSection={
        active > 0 ? (
          <Badge
            size="sm"
            circle
            variant={changed > 0 ? 'filled' : 'light'}
            aria-label={`${active} in use`}
            data-testid="filter-count"
          >
            {active}
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
