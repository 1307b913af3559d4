import { Paper, SimpleGrid } from '@mantine/core';
import { EmailField, PhoneField, TextField } from '../../../components/form/TextFields';
import { RecordForm, type RecordFormProps } from '../../../components/record/RecordForm';
import { partyNameLabel, type PartyFormValues } from './party-form';
import type { PartyKindInfo } from './party-kind';
import { FormActiveSwitch } from '../../../components/form/FormSection';

interface PartyFormProps extends RecordFormProps<PartyFormValues> {
  info: PartyKindInfo;
}

/** A manufacturer's or supplier's name, contact and whether it is in use: one form for creating and editing. */
export function PartyForm({ form, readOnly = false, info, ...formProps }: PartyFormProps) {
  return (
    <RecordForm form={form} readOnly={readOnly} {...formProps}>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextField
            label={partyNameLabel(info)}
            required
            disabled={readOnly}
            {...form.getInputProps('name')}
          />
          <TextField
            label="Contact person"
            autoComplete="off"
            disabled={readOnly}
            {...form.getInputProps('contactPerson')}
          />
          <EmailField label="Email" disabled={readOnly} {...form.getInputProps('email')} />
          <PhoneField autoComplete="tel" disabled={readOnly} {...form.getInputProps('phone')} />
          <TextField
            label="Website"
            type="url"
            inputMode="url"
            placeholder="https://"
            disabled={readOnly}
            {...form.getInputProps('website')}
          />
        </SimpleGrid>
        <FormActiveSwitch
          description={`Inactive ${info.noun}s are left out of the ${info.noun} dropdowns`}
          mt="md"
          disabled={readOnly}
          form={form}
        />
      </Paper>
    </RecordForm>
  );
}
