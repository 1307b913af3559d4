import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import classes from './ListCheckbox.module.css';

/** A click or key on the box stays with it: the row around it opens on its own. */
const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/**
 * A check box of a list's rows: the browser's own, in the primary colour. Mantine's draws six components and five
 * elements for each, and a page of 25 rows has 25 of them. The label around it is its 44 px target: a tap on
 * it chooses the row (and does not open it).
 */
export function ListCheckbox({
  id,
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // "Some of the page": a state the element has but no attribute gives.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={classes.target} onClick={stop} onKeyDown={stop}>
      <input
        ref={input}
        id={id}
        type="checkbox"
        className={`${classes.box} mantine-focus-auto`}
        aria-label={label}
        checked={checked}
        onChange={onChange}
      />
    </label>
  );
}
