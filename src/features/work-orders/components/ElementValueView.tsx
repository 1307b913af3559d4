import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Image,
  Modal,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useImageSrc } from '../../../data/images';
import type { TaskElement } from '../../../domain/work-order-activities';
import { elementKind } from './activity-form';
import { GpsMapFrame } from './GpsMapFrame';
import { formatDateTime } from './work-order-form';

/**
 * The map (leaflet) loads with the first recorded position shown, not with every screen of work orders; code
 * that cannot be fetched leaves the place, and the coordinates written below it.
 */
const GpsMap = lazy(() =>
  import('./GpsMap').then(
    (module) => ({ default: module.GpsMap }),
    () => ({ default: GpsMapFrame }),
  ),
);

function EvidenceImage({ url, alt, signature }: { url: string; alt: string; signature: boolean }) {
  const src = useImageSrc(url);
  const [open, setOpen] = useState(false);
  if (!src)
    return (
      // The picture's stand-in until it loads: an image, named as one, so that its name is allowed and read.
      <Skeleton
        h={signature ? 80 : 140}
        w={signature ? 200 : 180}
        radius="md"
        role="img"
        aria-label={`${alt} (loading)`}
      />
    );
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={`Show ${alt} larger`}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      >
        <Image
          src={src}
          alt={alt}
          h={signature ? 80 : 140}
          w="auto"
          maw="100%"
          fit="contain"
          radius="md"
          bg={signature ? 'white' : 'gray.1'}
          bd="1px solid var(--mantine-color-default-border)"
        />
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} title={alt} size="xl" centered>
        <Image src={src} alt={alt} fit="contain" mah="75vh" />
      </Modal>
    </>
  );
}

function RecordedValue({ element }: { element: TaskElement }) {
  const kind = elementKind(element.elementType);
  if ((kind === 'photo' || kind === 'signature') && element.imageUrl) {
    return <EvidenceImage url={element.imageUrl} alt={element.label} signature={kind === 'signature'} />;
  }
  if (kind === 'gps' && element.latitude !== null && element.longitude !== null) {
    const mapProps = {
      latitude: element.latitude,
      longitude: element.longitude,
      label: `${element.label} on the map`,
    };
    return (
      <Stack gap={4}>
        <Suspense fallback={<GpsMapFrame {...mapProps} />}>
          <GpsMap {...mapProps} />
        </Suspense>
        <Text size="sm" ff="monospace" data-testid="gps-value">
          {`${element.latitude.toFixed(6)}, ${element.longitude.toFixed(6)}`}
          {element.accuracy !== null ? ` (± ${Math.round(element.accuracy)} m)` : ''}
        </Text>
      </Stack>
    );
  }
  if (kind === 'dateTime' && element.dateTime)
    return <Text size="sm">{formatDateTime(element.dateTime)}</Text>;
  return (
    <Text
      size="sm"
      ff={kind === 'barcode' || element.elementType.includes('serial') ? 'monospace' : undefined}
      style={{ overflowWrap: 'anywhere' }}
    >
      {element.text}
    </Text>
  );
}

export interface ElementValueViewProps {
  element: TaskElement;
  /** Offered when values may be corrected: clears the recorded value (after a confirmation). */
  onClear?: () => void;
}

/** One form element and its recorded value as evidence: text, a time, a photo or signature, a position. */
export function ElementValueView({ element, onClear }: ElementValueViewProps) {
  return (
    <Box py={6} data-testid="element-value" aria-label={element.label} role="group">
      <Group
        justify="space-between"
        gap="xs"
        wrap="nowrap"
        align="center"
        mih={onClear && element.hasValue ? 44 : undefined}
      >
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600}>
            {element.label}
          </Text>
          {element.isRequired && !element.hasValue ? (
            <Badge size="xs" color="yellow" variant="light">
              Required
            </Badge>
          ) : null}
        </Group>
        {onClear && element.hasValue ? (
          <ActionIcon
            variant="subtle"
            color="red"
            size={44}
            aria-label={`Clear ${element.label}`}
            onClick={onClear}
          >
            <IconEraser size={18} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
      {element.hasValue ? (
        <Stack gap={2}>
          <RecordedValue element={element} />
          {element.capturedAt ? (
            <Text size="xs" c="dimmed">
              {`Recorded ${formatDateTime(element.capturedAt)}${element.capturedByName ? ` · ${element.capturedByName}` : ''}`}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Not recorded
        </Text>
      )}
    </Box>
  );
}
