import { SimpleGrid, TextInput } from '@mantine/core';
import { TextField } from '../../../components/form/TextFields';
import { useVendorScope } from '../../../data/lookups/vendor-scope';
import { VendorSelect } from '../../../components/lookups/VendorSelect';
import { CREW_MEMBERS_MAX } from '../../../domain/crews';
import type { Option } from '../../../domain/paging';
import { CREW_CODE_MAX, withCrewVendor, type CrewFormValues } from './crew-form';
import { CrewMembersField } from './CrewMembersField';
import { FormActiveSwitch, FormSection } from '../../../components/form/FormSection';
import { RecordForm, type RecordFormProps } from '../../../components/record/RecordForm';

interface CrewFormProps extends RecordFormProps<CrewFormValues> {
  /** The saved crew's vendor, so its name shows before the vendor list loads. */
  savedVendor?: Option | null;
}

/** A crew's name, code, vendor (or the organisation itself) and members with their roles. */
export function CrewForm({ form, readOnly = false, savedVendor, ...formProps }: CrewFormProps) {
  const scope = useVendorScope();
  const values = form.getValues();
  const members = form.getInputProps('members');

  return (
    <RecordForm form={form} readOnly={readOnly} {...formProps}>
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
          <FormActiveSwitch
            description="Inactive crews are left out of the crew lists of other screens"
            mt="xs"
            disabled={readOnly}
            form={form}
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
    </RecordForm>
  );
}
