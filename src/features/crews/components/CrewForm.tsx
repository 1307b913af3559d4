import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { TextField } from '../../../components/form/TextFields';
import { useVendorScope } from '../../../data/lookups/vendor-scope';
import { VendorSelect } from '../../../components/lookups/VendorSelect';
import { CREW_MEMBERS_MAX } from '../../../domain/crews';
import type { Option } from '../../../domain/paging';
import { CREW_CODE_MAX, withCrewVendor, type CrewFormValues } from './crew-form';
import { CrewMembersField } from './CrewMembersField';
import { ActiveSwitch, FormSection } from '../../../components/form/FormSection';
import { FormActions } from '../../../components/record/FormActions';

interface CrewFormProps {
  form: UseFormReturnType<CrewFormValues>;
  onSubmit: (values: CrewFormValues) => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  /** The saved crew's vendor, so its name shows before the vendor list loads. */
  savedVendor?: Option | null;
  readOnly?: boolean;
  notice?: ReactNode;
}

/** A crew's name, code, vendor (or the organisation itself) and members with their roles. */
export function CrewForm({
  form,
  onSubmit,
  onCancel,
  submitLabel,
  submitting,
  savedVendor,
  readOnly = false,
  notice,
}: CrewFormProps) {
  const scope = useVendorScope();
  const values = form.getValues();
  const members = form.getInputProps('members');

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {notice}
        <FormSection title="Crew">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextField label="Crew name" required disabled={readOnly} {...form.getInputProps('name')} />
            <TextField
              label="Code"
              maxLength={CREW_CODE_MAX}
              disabled={readOnly}
              {...form.getInputProps('code')}
            />
            {scope.vendorBound ? (
              <TextInput label="Vendor" value={scope.vendorName ?? ''} readOnly disabled />
            ) : (
              <VendorSelect
                description="Leave empty for a crew of the organisation’s own staff"
                placeholder="None: the organisation’s own crew"
                disabled={readOnly}
                value={values.vendorId}
                selectedOption={savedVendor}
                onChange={(vendorId) => form.setValues(withCrewVendor(form.getValues(), vendorId))}
                error={form.errors.vendorId}
              />
            )}
            <ActiveSwitch
              description="Inactive crews are left out of the crew lists of other screens"
              mt="xs"
              disabled={readOnly}
              {...form.getInputProps('isActive', { type: 'checkbox' })}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection
          title="Members"
          description={
            <>
              {`${values.members.length} of at most ${CREW_MEMBERS_MAX}. `}
              {values.vendorId || scope.vendorBound
                ? 'Members come from the vendor’s mobile workforce; choosing another vendor empties the list.'
                : 'Members come from the organisation’s own mobile workforce.'}
            </>
          }
        >
          <CrewMembersField
            vendorId={scope.vendorId ?? values.vendorId}
            value={values.members}
            onChange={(next) => form.setFieldValue('members', next)}
            error={typeof members.error === 'string' ? members.error : null}
            readOnly={readOnly}
          />
        </FormSection>
        <FormActions
          onCancel={onCancel}
          submitLabel={submitLabel}
          submitting={submitting}
          readOnly={readOnly}
        />
      </Stack>
    </form>
  );
}
