import { Input, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmailField, PhoneField, TextField } from '../../../components/form/TextFields';
import { SupervisorSelect } from '../../../components/lookups/SupervisorSelect';
import { useVendorScope } from '../../../data/lookups/vendor-scope';
import { VendorSelect } from '../../../components/lookups/VendorSelect';
import type { Option } from '../../../domain/paging';
import { WORKFORCE_KINDS } from '../../../domain/workforce';
import {
  EMPLOYEE_CODE_MAX,
  SEGMENT_STYLES,
  isSupervisor,
  withKind,
  withWorkforceVendor,
  type WorkforceFormValues,
} from './workforce-form';
import { FormActiveSwitch, FormSection } from '../../../components/form/FormSection';
import { RecordForm, type RecordFormProps } from '../../../components/record/RecordForm';

interface WorkforceFormProps extends RecordFormProps<WorkforceFormValues> {
  /** The saved vendor and supervisor, so their names show before the lists load. */
  saved?: { vendor: Option | null; supervisor: Option | null };
  /** More about a saved person: their crews. */
  children?: ReactNode;
}

const KIND_DATA = WORKFORCE_KINDS.map((kind) => ({ value: String(kind.id), label: kind.name }));

/** A mobile user or supervisor: who they are, whom they work for and, for a mobile user, whom they report to. */
export function WorkforceForm({ form, readOnly = false, saved, children, ...formProps }: WorkforceFormProps) {
  const scope = useVendorScope();
  const values = form.getValues();
  const vendorId = scope.vendorId ?? values.vendorId;
  return (
    <RecordForm form={form} readOnly={readOnly} {...formProps}>
      <FormSection title="Person">
        <Stack gap="sm">
          <Input.Wrapper label="Kind" id="workforce-kind">
            <SegmentedControl
              styles={SEGMENT_STYLES}
              aria-labelledby="workforce-kind-label"
              data={KIND_DATA}
              value={values.kind}
              onChange={(kind) => form.setValues(withKind(form.getValues(), kind))}
              disabled={readOnly}
              fullWidth
              maw={420}
              mt={4}
            />
          </Input.Wrapper>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextField label="Name" required disabled={readOnly} {...form.getInputProps('name')} />
            <EmailField label="Email" required disabled={readOnly} {...form.getInputProps('email')} />
            <PhoneField disabled={readOnly} {...form.getInputProps('phone')} />
            <TextField
              label="Employee code"
              maxLength={EMPLOYEE_CODE_MAX}
              disabled={readOnly}
              {...form.getInputProps('employeeCode')}
            />
          </SimpleGrid>
        </Stack>
      </FormSection>
      <FormSection title="Work">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {scope.vendorBound ? (
            <TextInput label="Vendor" value={scope.vendorName ?? ''} readOnly disabled />
          ) : (
            <VendorSelect
              description="Leave empty for the organisation’s own staff"
              placeholder="None: the organisation’s own staff"
              disabled={readOnly}
              value={values.vendorId}
              selectedOption={saved?.vendor}
              onChange={(next) => form.setValues(withWorkforceVendor(form.getValues(), next))}
              error={form.errors.vendorId}
            />
          )}
          {isSupervisor(values) ? null : (
            <SupervisorSelect
              key={vendorId ?? 'organisation'}
              vendorId={vendorId}
              description="A supervisor of the same vendor"
              disabled={readOnly}
              value={values.supervisorId}
              selectedOption={saved?.supervisor}
              onChange={(next) => form.setFieldValue('supervisorId', next)}
              error={form.errors.supervisorId}
            />
          )}
          <FormActiveSwitch
            description="Inactive people cannot join crews"
            mt="xs"
            disabled={readOnly}
            form={form}
          />
        </SimpleGrid>
      </FormSection>
      {children}
    </RecordForm>
  );
}
