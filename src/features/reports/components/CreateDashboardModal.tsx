import { Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { newIdempotencyKey } from '../../../api/http';
import { showFormErrors } from '../../../components/form/form-errors';
import { ActionModal } from '../../../components/ActionModal';
import { requiredRule } from '../../../components/form/rules';
import { TextField } from '../../../components/form/TextFields';
import { useVendorScope } from '../../../data/lookups/vendor-scope';
import { toastSuccess } from '../../../notices/toast';
import { useCreateDashboard } from '../api/dashboard-writes';
import { dashboardPath } from './report-form';

/** A new, empty dashboard; its page opens to add widgets. */
export function CreateDashboardModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const scope = useVendorScope();
  const create = useCreateDashboard();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', shared: false },
    validate: { name: requiredRule('Dashboard name') },
  });

  function submit() {
    if (form.validate().hasErrors) return;
    const body = { id: uuidv7(), name: form.values.name.trim(), shared: form.values.shared };
    create.mutate(
      { body, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (outcome) => {
          if (outcome.queued) return onClose();
          toastSuccess(`The dashboard "${outcome.data.name}" was made.`);
          form.reset();
          void navigate(dashboardPath(outcome.data.id));
        },
        onError: (error) => showFormErrors(form, error),
      },
    );
  }

  return (
    <ActionModal
      opened={opened}
      onCancel={onClose}
      onSubmit={submit}
      title="New dashboard"
      submitLabel="Make dashboard"
      submitting={create.isPending}
    >
      <TextField label="Dashboard name" required data-autofocus {...form.getInputProps('name')} />
      {scope.ready && !scope.vendorBound ? (
        <Switch
          size="md"
          label="Shared with vendor users"
          description="Its widgets must then show shared reports"
          {...form.getInputProps('shared', { type: 'checkbox' })}
        />
      ) : null}
    </ActionModal>
  );
}
