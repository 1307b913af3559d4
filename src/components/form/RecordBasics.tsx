import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormActiveSwitch, type InputPropsForm } from './FormSection';
import { TextAreaField, TextField } from './TextFields';

interface RecordBasicsProps {
  /** The record's form; the fields are `code`, `description`, `isActive` and the name's. */
  form: InputPropsForm;
  readOnly: boolean;
  name: { label: string; field?: string };
  code: { example: string; max: number };
  /** More fields in the grid, after the name and the code. */
  children?: ReactNode;
  /** What an inactive record is left out of; without it the form has no Active switch. */
  inactiveText?: string;
}

/** The name, short code, description and Active switch that most reference records have. */
export function RecordBasics({ form, readOnly, name, code, children, inactiveText }: RecordBasicsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextField
          label={name.label}
          required
          disabled={readOnly}
          {...form.getInputProps(name.field ?? 'name')}
        />
        <TextField
          label="Code"
          placeholder={`A short code, e.g. ${code.example}`}
          maxLength={code.max}
          disabled={readOnly}
          {...form.getInputProps('code')}
        />
        {children}
      </SimpleGrid>
      <TextAreaField label="Description" mt="sm" disabled={readOnly} {...form.getInputProps('description')} />
      {inactiveText ? (
        <FormActiveSwitch description={inactiveText} mt="md" disabled={readOnly} form={form} />
      ) : null}
    </>
  );
}
