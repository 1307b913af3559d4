import { Button, Group, Image, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ActionModal } from '../../../components/ActionModal';
import { TextAreaField } from '../../../components/form/TextFields';
import { SignaturePad } from '../../../components/SignaturePad';
import { APPROVAL_STATUS } from '../../../domain/workorders';
import { DESCRIPTION_MAX } from './work-order-form';

export type ApprovalDecision = typeof APPROVAL_STATUS.approved | typeof APPROVAL_STATUS.rejected;

export interface ApprovalPayload {
  approvalStatus: ApprovalDecision;
  remarks: string | null;
  /** The approver's signature as a PNG data URL, when they signed. */
  signatureDataUrl: string | null;
}

export interface ApprovalModalProps {
  opened: boolean;
  /** The order's code, for the title. */
  code: string;
  /** The decision the modal opens with (the button that opened it). */
  initialDecision?: ApprovalDecision;
  submitting?: boolean;
  onCancel: () => void;
  onSubmit: (payload: ApprovalPayload) => void;
}

function ApprovalFields({
  code,
  initialDecision = APPROVAL_STATUS.approved,
  submitting,
  onCancel,
  onSubmit,
}: Omit<ApprovalModalProps, 'opened'>) {
  const [decision, setDecision] = useState<ApprovalDecision>(initialDecision);
  const [remarks, setRemarks] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const approving = decision === APPROVAL_STATUS.approved;
  return (
    <ActionModal
      opened
      title={`Approval of ${code}`}
      onCancel={onCancel}
      onSubmit={() =>
        onSubmit({ approvalStatus: decision, remarks: remarks.trim() || null, signatureDataUrl: signature })
      }
      submitLabel={approving ? 'Approve' : 'Reject'}
      submitColor={approving ? 'teal' : 'red'}
      submitting={submitting}
      size="lg"
    >
      <SegmentedControl
        fullWidth
        aria-label="Decision"
        value={String(decision)}
        onChange={(value) => setDecision(Number(value) as ApprovalDecision)}
        data={[
          { value: String(APPROVAL_STATUS.approved), label: 'Approve' },
          { value: String(APPROVAL_STATUS.rejected), label: 'Reject' },
        ]}
      />
      <Text size="sm" c="dimmed">
        {approving
          ? 'Approved work is final: its values can be corrected only after re-opening it.'
          : 'The crew can correct the recorded values; the order then waits for approval again.'}
      </Text>
      <TextAreaField
        label="Remarks"
        description={approving ? undefined : 'What needs correcting, for the crew'}
        maxLength={DESCRIPTION_MAX}
        value={remarks}
        onChange={(event) => setRemarks(event.currentTarget.value)}
      />
      {signature ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Approver signature
          </Text>
          <Group gap="sm">
            <Image
              src={signature}
              alt="Approver signature"
              h={80}
              w="auto"
              fit="contain"
              bg="white"
              radius="sm"
              bd="1px solid var(--mantine-color-default-border)"
            />
            <Button variant="subtle" color="gray" onClick={() => setSignature(null)} mih={44}>
              Sign again
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap={4}>
          <SignaturePad label="Approver signature (optional)" height={150} onSave={setSignature} />
          <Text size="xs" c="dimmed">
            Sign, then press Save signature to add it to the decision.
          </Text>
        </Stack>
      )}
    </ActionModal>
  );
}

/** Approve or reject completed work, with remarks and, optionally, the approver's signature. */
export function ApprovalModal({ opened, ...props }: ApprovalModalProps) {
  // Mounted only while open, so each opening starts with an empty form.
  return opened ? <ApprovalFields {...props} /> : null;
}
