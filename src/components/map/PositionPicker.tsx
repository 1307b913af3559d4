import { Box, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useClientConfig } from '../../data/client-config';
import { DEFAULT_CENTRE, DEFAULT_MARKER_ICON, TILE_ATTRIBUTION } from './leaflet-setup';
import { clampPosition, roundCoordinate, type Position } from './position';

export interface PositionPickerProps {
  value: Position | null;
  onChange: (value: Position | null) => void;
  /** Map height in px. */
  height?: number;
  zoom?: number;
  readOnly?: boolean;
  errors?: { latitude?: string | null; longitude?: string | null };
  /** Names the map for screen readers. */
  label?: string;
}

/** Follows a position typed into the inputs, so the marker never sits outside the view. */
function FollowPosition({ value }: { value: Position | null }) {
  const map = useMap();
  useEffect(() => {
    if (value && !map.getBounds().contains([value.lat, value.lng]))
      map.panTo([value.lat, value.lng], { animate: false });
  }, [map, value]);
  return null;
}

function PlaceOnTap({ onPlace }: { onPlace: (event: LeafletMouseEvent) => void }) {
  useMapEvents({ click: onPlace });
  return null;
}

/**
 * Latitude and longitude inputs and a map whose marker can be dragged, kept in step both ways: typing moves
 * the marker, dragging it or tapping the map fills the inputs. Without tiles (offline) the marker and the
 * inputs still work on a plain background.
 */
export function PositionPicker({
  value,
  onChange,
  height = 320,
  zoom = 15,
  readOnly = false,
  errors,
  label = 'Position on the map',
}: PositionPickerProps) {
  const { mapTileUrl } = useClientConfig();
  const marker = useRef<LeafletMarker>(null);
  const centre = value ? ([value.lat, value.lng] as [number, number]) : DEFAULT_CENTRE;
  const dragEvents = useMemo(
    () => ({
      dragend: () => {
        const at = marker.current?.getLatLng();
        if (at) onChange(clampPosition({ lat: roundCoordinate(at.lat), lng: roundCoordinate(at.lng) }));
      },
    }),
    [onChange],
  );

  function setPart(part: 'lat' | 'lng', next: string | number) {
    const number = typeof next === 'number' ? next : Number.parseFloat(next);
    if (!Number.isFinite(number)) {
      if (next === '' && value === null) return;
      onChange(next === '' ? null : value);
      return;
    }
    const base = value ?? { lat: DEFAULT_CENTRE[0], lng: DEFAULT_CENTRE[1] };
    onChange(clampPosition({ ...base, [part]: number }));
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label="Latitude"
          value={value?.lat ?? ''}
          onChange={(next) => setPart('lat', next)}
          min={-90}
          max={90}
          decimalScale={6}
          step={0.0001}
          disabled={readOnly}
          error={errors?.latitude}
        />
        <NumberInput
          label="Longitude"
          value={value?.lng ?? ''}
          onChange={(next) => setPart('lng', next)}
          min={-180}
          max={180}
          decimalScale={6}
          step={0.0001}
          disabled={readOnly}
          error={errors?.longitude}
        />
      </SimpleGrid>
      <Box
        role="group"
        aria-label={label}
        h={height}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          background: 'var(--mantine-color-gray-1)',
        }}
      >
        <MapContainer
          center={centre}
          zoom={zoom}
          style={{ height: '100%', width: '100%' }}
          scrollWheelZoom={false}
        >
          <TileLayer url={mapTileUrl} attribution={TILE_ATTRIBUTION} />
          {value ? (
            <Marker
              ref={marker}
              position={[value.lat, value.lng]}
              icon={DEFAULT_MARKER_ICON}
              draggable={!readOnly}
              eventHandlers={dragEvents}
              title="Drag to move the position"
              alt="Chosen position"
            />
          ) : null}
          <FollowPosition value={value} />
          {readOnly ? null : (
            <PlaceOnTap
              onPlace={(event) =>
                onChange({ lat: roundCoordinate(event.latlng.lat), lng: roundCoordinate(event.latlng.lng) })
              }
            />
          )}
        </MapContainer>
      </Box>
      {readOnly ? null : (
        <Text size="xs" c="dimmed">
          Type the coordinates, tap the map or drag the marker.
        </Text>
      )}
    </Stack>
  );
}
