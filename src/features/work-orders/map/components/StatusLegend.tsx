import { Button, Text } from '@mantine/core';
import { ACTIVE_LEGEND, COMPLETED_LEGEND, type LegendEntry, type MapKind } from '../map-legend';
import classes from '../WorkOrderMap.module.css';

export interface StatusLegendProps {
  kind: MapKind;
  /** The statuses shown (active map). */
  selected: readonly number[];
  /** Orders per entry; null while none are there (loading, or offline and never loaded): no counts. */
  counts: ReadonlyMap<number, number> | null;
  /** The orders of the current choice are on their way: a count would be the previous answer's, or 0. */
  loading: boolean;
  onToggle: (id: number) => void;
}

const Swatch = ({ entry }: { entry: LegendEntry }) => (
  <span className={`${classes.swatch} ${classes[entry.colour] ?? ''}`} aria-hidden />
);

/** An entry's count, "…" while it loads, nothing when there is none to tell. */
function Count({
  entry,
  counts,
  loading,
}: { entry: LegendEntry } & Pick<StatusLegendProps, 'counts' | 'loading'>) {
  if (loading) {
    return (
      <Text span size="xs" aria-busy="true" aria-label="count loading" data-count-loading>
        …
      </Text>
    );
  }
  if (!counts) return null;
  const count = counts.get(entry.id) ?? 0;
  return (
    // In the entry's own colour: dimmed grey on the entry's tint would fall under 4.5:1.
    <Text span size="xs" aria-label={`${count} on the map`}>
      {count.toLocaleString()}
    </Text>
  );
}

/**
 * The colours of the markers. On the active map each entry switches its status on or off (SPEC section 2);
 * on the completed map the entries name the approval states and do not toggle (SPEC section 5), so they are
 * a plain list rather than buttons that would do nothing.
 */
export function StatusLegend({ kind, selected, counts, loading, onToggle }: StatusLegendProps) {
  if (kind === 'completed') {
    return (
      <ul className={classes.legend} aria-label="Approval legend" aria-busy={loading || undefined}>
        {COMPLETED_LEGEND.map((entry) => (
          <li key={entry.id} className={classes.legendItem}>
            <Swatch entry={entry} />
            {entry.label}
            <Count entry={entry} counts={counts} loading={loading} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={classes.legend} role="group" aria-label="Statuses shown" aria-busy={loading || undefined}>
      {ACTIVE_LEGEND.map((entry) => {
        const on = selected.includes(entry.id);
        return (
          <Button
            key={entry.id}
            className={classes.legendEntry}
            variant={on ? 'light' : 'default'}
            color={entry.colour}
            aria-pressed={on}
            onClick={() => onToggle(entry.id)}
            leftSection={<Swatch entry={entry} />}
            rightSection={on ? <Count entry={entry} counts={counts} loading={loading} /> : null}
          >
            {entry.label}
          </Button>
        );
      })}
    </div>
  );
}
