import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker } from 'react-router-dom';

interface UnsavedChangesRegistry {
  /** A section of the screen says whether it holds edits that are not saved. */
  mark: (section: string, dirty: boolean) => void;
}

const UnsavedChangesContext = createContext<UnsavedChangesRegistry | null>(null);

function leaveMessage(sections: number): string {
  return sections === 1
    ? 'A section of this page has changes that are not saved. Leaving drops them.'
    : `${sections} sections of this page have changes that are not saved. Leaving drops them.`;
}

/**
 * Asks before leaving a screen whose separately saved sections (details, address, password...) hold edits
 * not saved yet: on moving to another screen inside the console, and (the browser's own question) on closing
 * or reloading the page. Staying on the screen and changing only its query string is not leaving.
 * One guard for the signed-in frame; sections report through `useUnsavedChanges`.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const mark = useCallback((section: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(section) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  const asked = useRef(false);
  const registry = useMemo(() => ({ mark }), [mark]);

  useEffect(() => {
    if (dirty.size === 0) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty.size]);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asked.current) return;
    asked.current = true;
    let decided = false;
    const decide = (leave: boolean) => {
      if (decided) return;
      decided = true;
      asked.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    };
    modals.openConfirmModal({
      title: 'Leave without saving?',
      centered: true,
      children: <Text size="sm">{leaveMessage(dirty.size)}</Text>,
      labels: { confirm: 'Leave', cancel: 'Stay' },
      confirmProps: { color: 'red' },
      onConfirm: () => decide(true),
      onCancel: () => decide(false),
      onClose: () => decide(false),
    });
  }, [blocker, dirty.size]);

  return <UnsavedChangesContext value={registry}>{children}</UnsavedChangesContext>;
}

/** Reports a section's unsaved edits to the screen's guard (nothing happens outside the signed-in frame). */
export function useUnsavedChanges(dirty: boolean): void {
  const registry = use(UnsavedChangesContext);
  const section = useId();
  useEffect(() => {
    registry?.mark(section, dirty);
  }, [registry, section, dirty]);
  useEffect(() => () => registry?.mark(section, false), [registry, section]);
}
