import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/**
 * The modals provider itself (see ModalsHost): `onListening` runs once its listeners are attached, and what
 * it returns when they are removed.
 */
export function LoadedModals({ onListening }: { onListening: () => () => void }) {
  // Children's layout effects (where the provider attaches its listeners) run before this effect.
  useEffect(() => onListening(), [onListening]);
  return <ModalsProvider>{null}</ModalsProvider>;
}
