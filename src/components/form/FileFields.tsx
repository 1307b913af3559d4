import { Button, FileInput, Group, Image, Input, Stack, Text, type FileInputProps } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, type ChangeEvent } from 'react';
import { MESSAGES } from '../../domain/messages';
import { hasImageExtension, IMAGE_EXTENSIONS } from '../../domain/validation';
import { fileRule } from './rules';
import { useFieldValidation } from './use-field-validation';

export type FileFieldProps = Omit<FileInputProps<false>, 'label' | 'required' | 'multiple'> & {
  label: string;
  required?: boolean;
  requiredMessage?: string;
};

/** File picker: "File is required." once the user leaves it empty. */
export function FileField({ label, required, requiredMessage, ...props }: FileFieldProps) {
  const validation = useFieldValidation({
    rule: required ? fileRule(requiredMessage) : null,
    value: props.value,
    defaultValue: props.defaultValue,
    error: props.error,
  });
  return (
    <FileInput
      clearable
      leftSection={<IconUpload size={18} aria-hidden />}
      {...props}
      label={label}
      // The picker is a button, which cannot carry aria-required; an empty submit says "File is required.".
      withAsterisk={required}
      error={validation.error}
      onChange={(file) => {
        validation.track(file);
        props.onChange?.(file);
      }}
      onBlur={(event) => {
        validation.touch();
        props.onBlur?.(event);
      }}
    />
  );
}

const ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export interface ImageUploadFieldProps {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The image already saved, shown until a new one is chosen. */
  currentUrl?: string | null;
  required?: boolean;
  error?: string | null;
  disabled?: boolean;
}

function usePreview(file: File | null, fallback: string | null | undefined): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ?? fallback ?? null;
}

/**
 * Image upload accepting .jpg .jpeg .bmp .gif .png only. Any other file (the picker's "All files" lets users
 * choose one) raises the alert "File extension not supported!" and the input is emptied again.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  currentUrl,
  required,
  error,
  disabled,
}: ImageUploadFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const preview = usePreview(value, currentUrl);
  const validation = useFieldValidation({ rule: required ? fileRule() : null, value, error });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    validation.touch();
    if (file && !hasImageExtension(file.name)) {
      window.alert(MESSAGES.fileExtensionNotSupported);
      input.value = '';
      onChange(null);
      return;
    }
    onChange(file);
  }

  return (
    <Input.Wrapper label={label} withAsterisk={required} error={validation.error} id={inputId}>
      <Stack gap="xs" mt={4}>
        {preview ? (
          <Image src={preview} alt={`${label} preview`} h={120} w={120} fit="cover" radius="md" />
        ) : null}
        <Group gap="sm" wrap="nowrap">
          <Button
            variant="default"
            leftSection={<IconPhoto size={18} aria-hidden />}
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
            aria-describedby={value ? `${inputId}-name` : undefined}
          >
            {value || currentUrl ? 'Change image' : 'Choose image'}
          </Button>
          {value ? (
            <Text size="sm" truncate id={`${inputId}-name`}>
              {value.name}
            </Text>
          ) : null}
        </Group>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT}
          aria-label={label}
          hidden
          disabled={disabled}
          onChange={handleChange}
        />
      </Stack>
    </Input.Wrapper>
  );
}
