import { SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { SelectField } from '../../../components/form/ChoiceFields';
import { EmailField, PhoneField, TextField } from '../../../components/form/TextFields';
import { useIndustries } from '../api/organisations';
import type { OrganisationDetailsValues } from './organisation-form';
import { optionsMessage } from '../../../offline/not-on-device';

interface OrganisationDetailsFieldsProps {
  inputProps: (field: keyof OrganisationDetailsValues) => GetInputPropsReturnType;
  disabled?: boolean;
}

/** Name, industry, email, phone and website: the same fields when creating and when editing. */
export function OrganisationDetailsFields({ inputProps, disabled }: OrganisationDetailsFieldsProps) {
  const industries = useIndustries();
  const industryData = (industries.data ?? []).map((industry) => ({
    value: String(industry.id),
    label: industry.name,
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextField label="Organisation name" required disabled={disabled} {...inputProps('name')} />
      <SelectField
        label="Industry"
        searchable
        clearable
        disabled={disabled}
        placeholder="Choose an industry"
        nothingFoundMessage={optionsMessage(industries, 'No industry found')}
        data={industryData}
        {...inputProps('industryId')}
      />
      <EmailField label="Email" disabled={disabled} {...inputProps('email')} />
      <PhoneField autoComplete="tel" disabled={disabled} {...inputProps('phone')} />
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        placeholder="https://"
        disabled={disabled}
        {...inputProps('website')}
      />
    </SimpleGrid>
  );
}
