import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { whenSaved } from '../../../components/record/when-saved';
import { showFormErrors } from '../../../components/form/form-errors';
import { ActionModal } from '../../../components/ActionModal';
import { confirmPasswordRule, strongPasswordRule } from '../../../components/form/password-rules';
import { PasswordField } from '../../../components/form/TextFields';
import type { Assignment, AssignmentKind } from '../../../domain/location-group-assignments';
import { useChangeFieldPassword } from '../api/assignments';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

/** Sets the password the vendor's or crew's shared field devices use to open this project's groups. */
export function FieldPasswordModal({
  kind,
  assignment,
  onClose,
}: {
  kind: AssignmentKind;
  assignment: Assignment;
  onClose: () => void;
}) {
  const change = useChangeFieldPassword(kind);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: strongPasswordRule('New password'),
      confirmPassword: confirmPasswordRule<Values>('Confirm password', (values) => values.newPassword),
    },
  });
  function submit(values: Values) {
    change.mutate(
      { subjectId: assignment.subjectId, projectId: assignment.projectId, ...values },
      whenSaved({
        saved: (data) => data.message,
        after: () => onClose(),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }
  return (
    <ActionModal
      opened
      title={`Field password for ${assignment.projectName}`}
      onCancel={onClose}
      onSubmit={() => form.onSubmit(submit)()}
      submitLabel="Set password"
      submitting={change.isPending}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {`${assignment.subjectName}'s shared field devices unlock this project's work location groups with it.`}
        </Text>
        <PasswordField label="New password" required data-autofocus {...form.getInputProps('newPassword')} />
        <PasswordField label="Confirm password" required {...form.getInputProps('confirmPassword')} />
      </Stack>
    </ActionModal>
  );
}
