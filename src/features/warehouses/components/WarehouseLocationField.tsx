import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { PositionPicker } from '../../../components/map/PositionPicker';
import type { Position } from '../../../components/map/position';
import { WAREHOUSE_MAP_HEIGHT, WAREHOUSE_MAP_ZOOM } from './warehouse-form';
import { useScreenMatches } from '../../../components/use-screen-matches';

interface WarehouseLocationFieldProps {
  value: Position | null;
  onChange: (value: Position | null) => void;
  warehouseName: string;
  disabled?: boolean;
}

/**
 * The warehouse's position: shown as coordinates, set in the warehouse-location modal (latitude and
 * longitude inputs and a draggable marker that stay in step, zoom 17). The modal's choice is applied only
 * when confirmed.
 */
export function WarehouseLocationField({
  value,
  onChange,
  warehouseName,
  disabled,
}: WarehouseLocationFieldProps) {
  const [open, setOpen] = useState(false);
  const phone = useScreenMatches('(max-width: 48em)');
  const [draft, setDraft] = useState<Position | null>(value);

  function openModal() {
    setDraft(value);
    setOpen(true);
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Location on the map
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c={value ? undefined : 'dimmed'} data-testid="warehouse-position">
          {value ? `${value.lat.toFixed(6)}, ${value.lng.toFixed(6)}` : 'Not set'}
        </Text>
        {disabled ? null : (
          <Button
            variant="light"
            leftSection={<IconMapPin size={18} aria-hidden />}
            onClick={openModal}
            mih={44}
          >
            {value ? 'Change location' : 'Set location'}
          </Button>
        )}
        {value && !disabled ? (
          <Button variant="subtle" color="red" onClick={() => onChange(null)} mih={44}>
            Clear location
          </Button>
        ) : null}
      </Group>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Warehouse location"
        size="xl"
        fullScreen={phone}
        centered
      >
        <Stack gap="md">
          <PositionPicker
            value={draft}
            onChange={setDraft}
            zoom={WAREHOUSE_MAP_ZOOM}
            height={WAREHOUSE_MAP_HEIGHT}
            label={`Location of ${warehouseName || 'the warehouse'}`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} mih={44}>
              Cancel
            </Button>
            <Button
              mih={44}
              onClick={() => {
                onChange(draft);
                setOpen(false);
              }}
            >
              Use this location
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
