import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` for the console's build (vite.config.ts resolves @mantine/hooks' own to this). Mantine's
 * sets a random id in a layout effect once mounted, given id or not, so every check box, input, tooltip, menu
 * and dialog draws twice as it mounts, the second time in the same task: a page of 25 orders with their check
 * boxes drew each box twice. The console renders on the client only, in one root, where React's own id is
 * unique and stable from the first render.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
