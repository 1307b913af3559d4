import { Text } from '@mantine/core';
import { useState } from 'react';
import { ActionModal } from '../../../components/ActionModal';
import { LookupSelect } from '../../../components/lookups/LookupSelect';
import { useWorkLocationLookup } from '../../../data/lookups/work-location-lookup';

export interface ChangeLocationModalProps {
  opened: boolean;
  code: string;
  projectId: string;
  projectName: string;
  currentLocationId: string;
  submitting?: boolean;
  onCancel: () => void;
  onSubmit: (workLocationId: string) => void;
}

function ChangeLocationFields({
  code,
  projectId,
  projectName,
  currentLocationId,
  submitting,
  onCancel,
  onSubmit,
}: Omit<ChangeLocationModalProps, 'opened'>) {
  const { lookup, setTerm } = useWorkLocationLookup(projectId);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const others = { ...lookup, options: lookup.options.filter((option) => option.id !== currentLocationId) };
  return (
    <ActionModal
      opened
      title={`Change the location of ${code}`}
      onCancel={onCancel}
      submitLabel="Move the order"
      submitting={submitting}
      onSubmit={() => {
        setTried(true);
        if (locationId) onSubmit(locationId);
      }}
    >
      <Text size="sm">{`The order moves to another work location of ${projectName}. Its workflow and recorded work stay as they are.`}</Text>
      <LookupSelect
        label="New work location"
        required
        requiredMessage="Work location is required"
        placeholder="Search by identifier or name"
        value={locationId}
        lookup={others}
        onTermChange={setTerm}
        error={tried && !locationId ? 'Work location is required' : undefined}
        onChange={(id) => setLocationId(id)}
        comboboxProps={{ withinPortal: true }}
      />
    </ActionModal>
  );
}

/** InterchangeWorklocation: the order moves to another location of the same project. */
export function ChangeLocationModal({ opened, ...props }: ChangeLocationModalProps) {
  return opened ? <ChangeLocationFields {...props} /> : null;
}
