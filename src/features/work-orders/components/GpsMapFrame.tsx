import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

export interface GpsMapProps {
  latitude: number;
  longitude: number;
  /** Names the map for screen readers. */
  label: string;
  height?: number;
}

/**
 * The frame of a recorded position's map: its size, rounding and plain background. Empty, it holds the map's
 * place while the map's code (leaflet) loads, so nothing moves when the map arrives.
 */
export function GpsMapFrame({ label, height = 160, children }: GpsMapProps & { children?: ReactNode }) {
  return (
    <Box
      role="group"
      aria-label={label}
      h={height}
      w="100%"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-1)',
      }}
    >
      {children}
    </Box>
  );
}
