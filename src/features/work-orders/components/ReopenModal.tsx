import { Text } from '@mantine/core';
import { useState } from 'react';
import { ActionModal } from '../../../components/ActionModal';
import { TextAreaField } from '../../../components/form/TextFields';
import { DESCRIPTION_MAX } from './work-order-form';

export interface ReopenModalProps {
  opened: boolean;
  code: string;
  submitting?: boolean;
  onCancel: () => void;
  onSubmit: (remarks: string | null) => void;
}

function ReopenFields({ code, submitting, onCancel, onSubmit }: Omit<ReopenModalProps, 'opened'>) {
  const [remarks, setRemarks] = useState('');
  return (
    <ActionModal
      opened
      title={`Re-Open ${code}`}
      onCancel={onCancel}
      onSubmit={() => onSubmit(remarks.trim() || null)}
      submitLabel="Re-Open"
      submitting={submitting}
    >
      <Text size="sm">
        The order goes back to its vendor and crew as Assigned. The recorded values stay and can be corrected.
      </Text>
      <TextAreaField
        label="Remarks"
        description="Why it is re-opened, for the crew"
        maxLength={DESCRIPTION_MAX}
        value={remarks}
        onChange={(event) => setRemarks(event.currentTarget.value)}
      />
    </ActionModal>
  );
}

/** Re-opens one completed order (ReopenWorkorder, at the version seen), with optional remarks. */
export function ReopenModal({ opened, ...props }: ReopenModalProps) {
  return opened ? <ReopenFields {...props} /> : null;
}
