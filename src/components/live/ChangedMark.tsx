import { Badge } from '@mantine/core';
import { changeText, useRecentChange } from '../../data/live/recent-changes';

/** "Changed by Asha" beside a record someone else changed in the last few seconds (from the live feed). */
export function ChangedMark({ id }: { id: string }) {
  const change = useRecentChange(id);
  if (!change) return null;
  return (
    <Badge size="xs" variant="outline" ml={6} role="status" data-testid="changed-mark">
      {changeText(change)}
    </Badge>
  );
}
