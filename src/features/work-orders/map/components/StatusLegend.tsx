import { Button, Text } from '@mantine/core';
import { ACTIVE_LEGEND, COMPLETED_LEGEND, type MapKind } from '../map-legend';
import classes from '../WorkOrderMap.module.css';

export interface StatusLegendProps {
  kind: MapKind;
  /** The statuses shown (active map). */
  selected: readonly number[];
  /** Orders per legend entry among those on the map. */
  /** Orders per entry; null while none are there (loading, or offline and never loaded): no counts. */
  counts: ReadonlyMap<number, number> | null;
  onToggle: (id: number) => void;
}

/**
 * The colours of the markers. On the active map each entry switches its status on or off (SPEC section 2);
 * on the completed map the entries name the approval states and do not toggle (SPEC section 5).
 */
export function StatusLegend({ kind, selected, counts, onToggle }: StatusLegendProps) {
  const entries = kind === 'active' ? ACTIVE_LEGEND : COMPLETED_LEGEND;
  const fixed = kind === 'completed';
  return (
    <div className={classes.legend} role="group" aria-label={fixed ? 'Approval legend' : 'Statuses shown'}>
      {entries.map((entry) => {
        const on = fixed || selected.includes(entry.id);
        const count = counts ? (counts.get(entry.id) ?? 0) : null;
        return (
          <Button
            key={entry.id}
            className={classes.legendEntry}
            variant={on ? 'light' : 'default'}
            color={entry.colour}
            aria-pressed={on}
            aria-disabled={fixed || undefined}
            onClick={fixed ? undefined : () => onToggle(entry.id)}
            leftSection={<span className={`${classes.swatch} ${classes[entry.colour] ?? ''}`} aria-hidden />}
            rightSection={
              on && count !== null ? (
                <Text span size="xs" c="dimmed" aria-label={`${count} on the map`}>
                  {count.toLocaleString()}
                </Text>
              ) : null
            }
            styles={fixed ? { root: { cursor: 'default' } } : undefined}
          >
            {entry.label}
          </Button>
        );
      })}
    </div>
  );
}
