import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MESSAGES } from '../domain/messages';
import { clearLeadingSpace, TEXT_MAX } from '../domain/validation';

export interface TemplateSearchProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** The template search box: "Search template", leading space cleared, at most 100 characters. */
export function TemplateSearch({ value, onChange, ...props }: TemplateSearchProps) {
  return (
    <TextInput
      type="search"
      placeholder={MESSAGES.searchTemplatePlaceholder}
      aria-label={MESSAGES.searchTemplatePlaceholder}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={
        value ? <CloseButton aria-label="Clear search" onClick={() => onChange('')} size="md" /> : null
      }
      maxLength={TEXT_MAX}
      {...props}
      value={value}
      onChange={(event) => onChange(clearLeadingSpace(event.currentTarget.value).slice(0, TEXT_MAX))}
    />
  );
}
