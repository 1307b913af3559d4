import { Box } from '@mantine/core';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { useClientConfig } from '../../../data/client-config';
import { DEFAULT_MARKER_ICON, TILE_ATTRIBUTION } from '../../../components/map/leaflet-setup';

export interface GpsMapProps {
  latitude: number;
  longitude: number;
  /** Names the map for screen readers. */
  label: string;
  height?: number;
}

/**
 * A small map of a recorded position. It does not pan under a finger scrolling the page; without tiles
 * (offline, or no tile server) the marker still stands on a plain background, and the coordinates are
 * always written beside it.
 */
export function GpsMap({ latitude, longitude, label, height = 160 }: GpsMapProps) {
  const { mapTileUrl } = useClientConfig();
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
      <MapContainer
        center={[latitude, longitude]}
        zoom={16}
        style={{ height: '100%', width: '100%' }}
        dragging={false}
        scrollWheelZoom={false}
        touchZoom={false}
        doubleClickZoom={false}
        keyboard={false}
      >
        <TileLayer url={mapTileUrl} attribution={TILE_ATTRIBUTION} />
        <Marker position={[latitude, longitude]} icon={DEFAULT_MARKER_ICON} alt={label} keyboard={false} />
      </MapContainer>
    </Box>
  );
}
