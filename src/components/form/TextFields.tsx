import {
  PasswordInput,
  Textarea,
  TextInput,
  type PasswordInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import type { ChangeEvent, FocusEvent } from 'react';
import { clearLeadingSpace, TEXT_MAX } from '../../domain/text-rules';
import { emailRule, requiredRule, type Rule } from './rules';
import { useFieldValidation } from './use-field-validation';

interface FieldRuleProps {
  /** Also the "{field name}" of the required message. */
  label: string;
  required?: boolean;
  /** Replaces "{field name} is required". */
  requiredMessage?: string;
}

type TextElement = HTMLInputElement | HTMLTextAreaElement;

interface TextBehaviour<E extends TextElement> {
  rule: Rule | null;
  clean: (value: string) => string;
  maxLength: number;
  value?: unknown;
  defaultValue?: unknown;
  error?: TextInputProps['error'];
  onChange?: (event: ChangeEvent<E>) => void;
  onBlur?: (event: FocusEvent<E>) => void;
}

/** Cleans what is typed (leading space, length) before the form sees it, and validates after blur. */
function useTextBehaviour<E extends TextElement>(input: TextBehaviour<E>) {
  const validation = useFieldValidation({
    rule: input.rule,
    value: typeof input.value === 'string' ? input.value : undefined,
    defaultValue: typeof input.defaultValue === 'string' ? input.defaultValue : '',
    error: input.error,
  });
  return {
    error: validation.error,
    maxLength: input.maxLength,
    onChange(event: ChangeEvent<E>) {
      const cleaned = input.clean(event.currentTarget.value).slice(0, input.maxLength);
      if (cleaned !== event.currentTarget.value) event.currentTarget.value = cleaned;
      validation.track(cleaned);
      input.onChange?.(event);
    },
    onBlur(event: FocusEvent<E>) {
      validation.touch();
      input.onBlur?.(event);
    },
  };
}

export type TextFieldProps = Omit<TextInputProps, 'label' | 'required'> & FieldRuleProps;

/** Text input: at most 100 characters, a leading space cleared, "{field name} is required" after blur. */
export function TextField({
  label,
  required,
  requiredMessage,
  maxLength = TEXT_MAX,
  ...props
}: TextFieldProps) {
  const behaviour = useTextBehaviour<HTMLInputElement>({
    ...props,
    rule: required ? requiredRule(label, requiredMessage) : null,
    clean: clearLeadingSpace,
    maxLength,
  });
  return (
    <TextInput {...props} {...behaviour} label={label} withAsterisk={required} aria-required={required} />
  );
}

/** The Phone input: a text field that brings up the phone keypad. */
export function PhoneField(props: Omit<TextFieldProps, 'label' | 'type' | 'inputMode'>) {
  return <TextField label="Phone" type="tel" inputMode="tel" {...props} />;
}

export type EmailFieldProps = TextFieldProps;

/** Email input: "Enter valid email address" when wrong, plus the text rules. */
export function EmailField({
  label,
  required,
  requiredMessage,
  maxLength = TEXT_MAX,
  ...props
}: EmailFieldProps) {
  const behaviour = useTextBehaviour<HTMLInputElement>({
    ...props,
    rule: emailRule(label, { required, message: requiredMessage }),
    clean: clearLeadingSpace,
    maxLength,
  });
  return (
    <TextInput
      type="email"
      inputMode="email"
      autoComplete="email"
      {...props}
      {...behaviour}
      label={label}
      withAsterisk={required}
      aria-required={required}
    />
  );
}

export type TextAreaFieldProps = Omit<TextareaProps, 'label' | 'required'> & FieldRuleProps;

function clearLoneSpace(value: string): string {
  return value === ' ' ? '' : value;
}

/** Textarea: a lone space becomes empty; otherwise the text rules. */
export function TextAreaField({
  label,
  required,
  requiredMessage,
  maxLength = TEXT_MAX,
  ...props
}: TextAreaFieldProps) {
  const behaviour = useTextBehaviour<HTMLTextAreaElement>({
    ...props,
    rule: required ? requiredRule(label, requiredMessage) : null,
    clean: clearLoneSpace,
    maxLength,
  });
  return (
    <Textarea
      autosize
      minRows={3}
      {...props}
      {...behaviour}
      label={label}
      withAsterisk={required}
      aria-required={required}
    />
  );
}

export type PasswordFieldProps = Omit<PasswordInputProps, 'label' | 'required'> & FieldRuleProps;

/** Password input: the length limit and the required rule; spaces are the user's own business here. */
export function PasswordField({
  label,
  required,
  requiredMessage,
  maxLength = TEXT_MAX,
  ...props
}: PasswordFieldProps) {
  const behaviour = useTextBehaviour<HTMLInputElement>({
    ...props,
    rule: required ? requiredRule(label, requiredMessage) : null,
    clean: (value) => value,
    maxLength,
  });
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
      {...props}
      {...behaviour}
      label={label}
      withAsterisk={required}
      aria-required={required}
    />
  );
}
