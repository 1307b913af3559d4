import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { showErrorToast } from '../../components/error-toast';
import { newIdempotencyKey } from '../../api/http';
import { useSessionInfo } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { EmailField, TextField } from '../../components/form/TextFields';
import { FormAddressFields } from '../../components/lookups/AddressFields';
import { PageMessage } from '../../components/PageState';
import { toastError } from '../../notices/toast';
import { CreateNeedsConnectionError, organisations, type OrganisationCreated } from './api/organisations';
import { AdministratorCredentials } from './components/AdministratorCredentials';
import { OrganisationDetailsFields } from './components/OrganisationDetailsFields';
import {
  createFieldErrors,
  createPayload,
  createRules,
  EMPTY_CREATE,
  type OrganisationCreateValues,
} from './components/organisation-form';
import { ORGANISATIONS_PATH, useOrganisationAccess } from './components/organisation-access';
import { FormSection } from '../../components/form/FormSection';

/** Shown on /organizations/create to anyone but a platform administrator. */
function PlatformAdminOnly() {
  return (
    <PageMessage
      icon={IconLock}
      title="Only a platform administrator can create organisations"
      action={
        <Button component={Link} to={ORGANISATIONS_PATH} variant="light">
          Back to organisations
        </Button>
      }
    >
      You can manage your own organisation’s details and address from the organisations list.
    </PageMessage>
  );
}

/** /organizations/create: a platform administrator creates an organisation and its first administrator. */
export function OrganisationCreatePage() {
  const navigate = useNavigate();
  const session = useSessionInfo();
  const access = useOrganisationAccess();
  const create = organisations.useCreate();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [created, setCreated] = useState<OrganisationCreated | null>(null);
  const form = useForm<OrganisationCreateValues>({
    mode: 'controlled',
    initialValues: EMPTY_CREATE,
    validate: createRules,
  });

  if (session.data && !access.canCreate) return <PlatformAdminOnly />;

  const submit = form.onSubmit((values) => {
    create.mutate(
      { body: createPayload(values), idempotencyKey },
      {
        onSuccess: (outcome) => {
          if (!outcome.queued) setCreated(outcome.data);
        },
        onError: (error) => {
          if (error instanceof CreateNeedsConnectionError) {
            toastError(error.message, 'No connection');
          } else {
            form.setErrors(createFieldErrors(error));
            showErrorToast(error);
          }
        },
      },
    );
  });

  return (
    <Stack gap="md">
      <BreadcrumbBar parent={{ label: 'Organisations', to: ORGANISATIONS_PATH }} current="New organisation" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormSection title="Organisation">
            <OrganisationDetailsFields inputProps={(field) => form.getInputProps(field)} />
          </FormSection>
          <FormSection title="Address" description="Optional now; it can be added later.">
            <FormAddressFields form={form} />
          </FormSection>
          <FormSection
            title="First administrator"
            description="A password is generated for them and shown once when the organisation is created."
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <TextField label="Administrator name" required {...form.getInputProps('adminName')} />
              <EmailField label="Administrator email" required {...form.getInputProps('adminEmail')} />
            </SimpleGrid>
          </FormSection>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void navigate(ORGANISATIONS_PATH)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create organisation
            </Button>
          </Group>
        </Stack>
      </form>
      <AdministratorCredentials
        created={created}
        onDone={() => void navigate(`${ORGANISATIONS_PATH}/${created?.id ?? ''}`, { replace: true })}
      />
    </Stack>
  );
}
