import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` for Mantine's ScrollArea, the one Mantine component that takes it from @floating-ui/react
 * (the others use @mantine/hooks' `useMergedRef`, which this hands on to). Resolved in its place by
 * vite.config.ts, so a scroll area or a table no longer loads all of floating-ui with it.
 */
export function useMergeRefs<Instance>(refs: Array<Ref<Instance> | undefined>) {
  return useMergedRef(...refs);
}
