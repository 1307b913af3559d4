import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { toastError } from '../notices/toast';

/** What a part loaded on first use takes at least: it is a dialog or a drawer, opened and closed. */
interface OpenedPart {
  opened: boolean;
  onClose: () => void;
}

/**
 * A part of a screen that is not drawn until the user asks for it (a filter drawer, a dialog), loaded on first
 * use so its code (date pickers, form fields) is not on the screen's first load. `preload` fetches it ahead
 * (`usePreloadWhenIdle`); one load serves both. Until it has loaded nothing is drawn; a load that fails (no
 * connection before the offline copy was installed) says so, closes the part, and the next opening tries again,
 * while the screen stays as it was.
 */
export function lazyPart<Props extends OpenedPart>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function LazyPart(props: Props) {
    // Drawn again once the part has loaded.
    const [, setLoads] = useState(0);
    const { opened, onClose } = props;
    useEffect(() => {
      if (loaded || !opened) return;
      let current = true;
      preload().then(
        () => {
          if (current) setLoads((count) => count + 1);
        },
        () => {
          if (!current) return;
          toastError('This part of the console could not be loaded. Check the connection and try again.');
          onClose();
        },
      );
      return () => {
        current = false;
      };
    }, [opened, onClose]);
    const Part = loaded;
    return Part ? <Part {...props} /> : null;
  }
  return Object.assign(LazyPart, { preload });
}

/**
 * False until `opened` is first true, then true: a lazy dialog is mounted when first opened and stays, so it
 * closes with its transition and keeps what it holds.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

/**
 * A part drawn as soon as its code is here (the header's tools): its code is fetched once `when` is first
 * true. A fetch that fails (offline before the offline copy was installed) leaves the part out and is made
 * again when the device is back online, so the part comes back without a reload.
 */
export function loadedWhen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;

  function LoadedPart({ when, ...props }: Props & { when: boolean }) {
    // Drawn again once the part has loaded, and asked again once back online.
    const [, setLoads] = useState(0);
    const [attempts, setAttempts] = useState(0);
    useEffect(() => {
      if (!when || loaded) return;
      let current = true;
      const again = () => setAttempts((count) => count + 1);
      load().then(
        (component) => {
          loaded = component;
          // A transition: its first drawing yields to the browser instead of one long task.
          if (current) startTransition(() => setLoads((count) => count + 1));
        },
        () => {
          if (current) window.addEventListener('online', again, { once: true });
        },
      );
      return () => {
        current = false;
        window.removeEventListener('online', again);
      };
    }, [when, attempts]);
    const Part = loaded;
    return Part ? <Part {...(props as Props)} /> : null;
  }
  return LoadedPart;
}
