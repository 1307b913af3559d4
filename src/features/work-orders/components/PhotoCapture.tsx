import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconCamera, IconX } from '@tabler/icons-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useImageSrc } from '../../../data/images';
import { MESSAGES } from '../../../domain/messages';
import { hasImageExtension } from '../../../domain/validation';
import { ImageReadError, resizeImage } from './image-resize';

export interface PhotoCaptureProps {
  label: string;
  required?: boolean;
  /** The photo already recorded (an authenticated image path), shown until a new one replaces it. */
  recordedUrl: string | null;
  /** The new photo, downscaled, as a JPEG data URL. */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  error?: string;
  disabled?: boolean;
}

function acceptable(file: File): boolean {
  return file.type.startsWith('image/') || hasImageExtension(file.name);
}

/**
 * A photo from the device's camera (a file input with `capture`, so a tablet opens its rear camera; a
 * desktop offers a file). The picture is downscaled here before it is kept, with a preview.
 */
export function PhotoCapture({
  label,
  required,
  recordedUrl,
  value,
  onChange,
  error,
  disabled,
}: PhotoCaptureProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const recordedSrc = useImageSrc(recordedUrl);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = value ?? recordedSrc;

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const target = event.currentTarget;
    const file = target.files?.[0];
    target.value = '';
    if (!file) return;
    if (!acceptable(file)) {
      window.alert(MESSAGES.fileExtensionNotSupported);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onChange(await resizeImage(file));
    } catch (caught) {
      setFailure(caught instanceof ImageReadError ? caught.message : new ImageReadError().message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Input.Wrapper label={label} withAsterisk={required} error={error ?? failure ?? undefined} id={inputId}>
      <Stack gap="xs" mt={4}>
        {preview ? (
          <Image
            src={preview}
            alt={value ? `${label}: new photo` : `${label}: recorded photo`}
            h={160}
            w="auto"
            maw="100%"
            fit="contain"
            radius="md"
            bg="gray.1"
            data-testid={value ? 'new-photo-preview' : undefined}
          />
        ) : (
          <Text size="sm" c="dimmed">
            No photo yet.
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconCamera size={18} aria-hidden />}
            onClick={() => input.current?.click()}
            loading={busy}
            disabled={disabled}
            mih={44}
            aria-describedby={`${inputId}-hint`}
          >
            {preview ? 'Take another photo' : 'Take a photo'}
          </Button>
          {value ? (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => onChange(null)}
              mih={44}
            >
              {recordedUrl ? 'Keep the recorded photo' : 'Remove photo'}
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" id={`${inputId}-hint`}>
          The photo is made smaller on this device before it is saved.
        </Text>
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label={label}
          hidden
          disabled={disabled}
          onChange={(event) => void handleChange(event)}
        />
      </Stack>
    </Input.Wrapper>
  );
}
