import { Badge, Group } from '@mantine/core';
import { changeText, useRecentChanges } from '../../../data/live/recent-changes';

/**
 * The orders of a map or board someone else changed in the last few seconds, named in words ("WO-12: Changed
 * by Asha"): what the marked markers' and bars' rings say, for a screen reader and for an order hidden in a
 * cluster. An order that went to another vendor or out of the user’s access groups is named too, though it
 * has left the screen.
 */
export function LiveChanges({
  orders,
  className,
}: {
  orders: ReadonlyArray<{ id: string; code: string }> | null;
  /** Where the list stands (the map lays it over itself); a plain row of badges without. */
  className?: string;
}) {
  const recent = useRecentChanges();
  const codes = new Map((orders ?? []).map((order) => [order.id, order.code]));
  const shown = [...recent].flatMap(([id, change]) => {
    const code = codes.get(id) ?? (change.movedAway ? change.code : null);
    return code ? [{ id, text: `${code}: ${changeText(change)}` }] : [];
  });
  // The list stays in the page while empty, so what is added to it is announced.
  return (
    <Group
      component="ul"
      gap="xs"
      className={className}
      aria-label="Changed by others just now"
      role="status"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {shown.slice(-3).map(({ id, text }) => (
        <li key={id}>
          <Badge
            color="grape"
            variant="filled"
            size="lg"
            tt="none"
            maw="100%"
            data-testid="live-change"
            data-order-id={id}
          >
            {text}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
