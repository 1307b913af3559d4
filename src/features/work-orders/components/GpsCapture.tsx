import { Button, Group, Input, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { roundCoordinate } from '../../../components/map/position';

export interface GpsValue {
  latitude: number | null;
  longitude: number | null;
  /** Metres, as the device reported it; null when typed. */
  accuracy: number | null;
}

export interface GpsCaptureProps {
  label: string;
  required?: boolean;
  value: GpsValue;
  onChange: (value: GpsValue) => void;
  error?: string;
  disabled?: boolean;
}

const GEO_ERRORS: Record<number, string> = {
  1: 'Location access was refused for this site.',
  2: 'The device could not find its position.',
  3: 'Finding the position took too long.',
};

function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

function numberOrNull(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : null;
}

interface CoordinateInputProps {
  label: string;
  limit: number;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
}

/** Keeps what is being typed ("-", "26.") while it reads as the same number, and shows a position found by the device. */
function CoordinateInput({ label, limit, value, onChange, disabled }: CoordinateInputProps) {
  const [typed, setTyped] = useState<string | number>(value ?? '');
  const shown = numberOrNull(typed) === value ? typed : (value ?? '');
  return (
    <NumberInput
      label={label}
      value={shown}
      min={-limit}
      max={limit}
      decimalScale={6}
      hideControls
      disabled={disabled}
      onChange={(next) => {
        setTyped(next);
        onChange(numberOrNull(next));
      }}
    />
  );
}

/** The device's position ("Use my position", with its accuracy), or latitude and longitude typed in. */
export function GpsCapture({ label, required, value, onChange, error, disabled }: GpsCaptureProps) {
  const id = useId();
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const available = hasGeolocation();

  function locate() {
    setLocating(true);
    setFailure(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onChange({
          latitude: roundCoordinate(coords.latitude),
          longitude: roundCoordinate(coords.longitude),
          accuracy: Math.round(coords.accuracy * 10) / 10,
        });
      },
      (problem) => {
        setLocating(false);
        setFailure(
          `${GEO_ERRORS[problem.code] ?? 'The position could not be found.'} Type the latitude and longitude instead.`,
        );
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  }

  return (
    <Input.Wrapper label={label} withAsterisk={required} error={error} id={id}>
      <Stack gap="xs" mt={4}>
        <Group gap="sm" wrap="wrap">
          {available ? (
            <Button
              variant="default"
              leftSection={<IconCurrentLocation size={18} aria-hidden />}
              onClick={locate}
              loading={locating}
              disabled={disabled}
              mih={44}
            >
              Use my position
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              This device cannot tell its position: type the coordinates.
            </Text>
          )}
          {value.accuracy !== null && value.latitude !== null ? (
            <Text size="sm" data-testid="gps-accuracy">
              Accuracy ± {value.accuracy < 10 ? value.accuracy.toFixed(1) : Math.round(value.accuracy)} m
            </Text>
          ) : null}
        </Group>
        {failure ? (
          <Text size="sm" c="orange.8" role="status">
            {failure}
          </Text>
        ) : null}
        <SimpleGrid cols={2} spacing="sm">
          <CoordinateInput
            label={`${label}: latitude`}
            limit={90}
            value={value.latitude}
            disabled={disabled}
            onChange={(latitude) => onChange({ ...value, latitude, accuracy: null })}
          />
          <CoordinateInput
            label={`${label}: longitude`}
            limit={180}
            value={value.longitude}
            disabled={disabled}
            onChange={(longitude) => onChange({ ...value, longitude, accuracy: null })}
          />
        </SimpleGrid>
      </Stack>
    </Input.Wrapper>
  );
}
