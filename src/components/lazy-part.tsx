import { lazy, useState, type ComponentType } from 'react';

/**
 * A part of a screen that is not drawn until the user asks for it (a filter drawer, a dialog), loaded on first
 * use so its code (date pickers, form fields) is not on the screen's first load. `preload` fetches it ahead
 * (`usePreloadWhenIdle`); one load serves both, and a failed one (offline) is tried again by the next.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
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
