import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { useClientConfig } from '../../../data/client-config';
import { DEFAULT_MARKER_ICON, TILE_ATTRIBUTION } from '../../../components/map/leaflet-setup';
import { GpsMapFrame, type GpsMapProps } from './GpsMapFrame';

/**
 * A small map of a recorded position. It does not pan under a finger scrolling the page; without tiles
 * (offline, or no tile server) the marker still stands on a plain background, and the coordinates are
 * always written beside it.
 */
export function GpsMap({ latitude, longitude, label, height = 160 }: GpsMapProps) {
  const { mapTileUrl } = useClientConfig();
  return (
    <GpsMapFrame latitude={latitude} longitude={longitude} label={label} height={height}>
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
    </GpsMapFrame>
  );
}
