import { lazy, Suspense, useSyncExternalStore, type ComponentProps, type ComponentType } from 'react';
import { useIsSignedIn } from '../api/use-stored-session';
import { useIdle } from '../offline/when-idle';
import type { LoadedModals as Loaded } from './LoadedModals';

/** The window events `modals.open*` and friends of @mantine/modals dispatch for its provider. */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

type LoadedProps = ComponentProps<typeof Loaded>;

// Outside the router's error page: code that could not be fetched leaves modals closed, not the page blank.
const LoadedModals = lazy<ComponentType<LoadedProps>>(() =>
  import('./LoadedModals').then(
    (module) => ({ default: module.LoadedModals }),
    () => ({ default: () => null }),
  ),
);

/** Calls made while no provider listens, in order; null while one does. */
let kept: Array<{ type: string; detail: unknown }> | null = null;
/** Once a modal was asked for, the provider stays loaded. */
let asked = false;
const askListeners = new Set<() => void>();

function keep(event: Event): void {
  kept?.push({ type: event.type, detail: (event as CustomEvent<unknown>).detail });
  if (asked) return;
  asked = true;
  for (const listener of askListeners) listener();
}

function subscribeAsked(listener: () => void): () => void {
  askListeners.add(listener);
  return () => askListeners.delete(listener);
}

function startKeeping(): void {
  if (kept || typeof window === 'undefined') return;
  kept = [];
  for (const type of MODAL_EVENTS) window.addEventListener(type, keep);
}

startKeeping();

/**
 * The provider listens now: what was asked of it meanwhile is asked again. Returns what to do when it stops
 * listening (unmounted): keep calls again.
 */
function replayKept(): () => void {
  const calls = kept ?? [];
  kept = null;
  for (const type of MODAL_EVENTS) window.removeEventListener(type, keep);
  for (const { type, detail } of calls) window.dispatchEvent(new CustomEvent(type, { detail }));
  return startKeeping;
}

/**
 * Mantine's modals provider, loaded apart from the first screen (Modal brings its scroll area, focus trap
 * and scroll lock): once signed in and idle, or at the first `modals.open*` call, which is kept until the
 * provider listens and then replayed. Modals open from signed-in screens, so a signed-out visit loads none.
 */
export function ModalsHost() {
  const idle = useIdle(useIsSignedIn());
  const modalAsked = useSyncExternalStore(
    subscribeAsked,
    () => asked,
    () => false,
  );

  if (!modalAsked && !idle) return null;
  return (
    <Suspense fallback={null}>
      <LoadedModals onListening={replayKept} />
    </Suspense>
  );
}
