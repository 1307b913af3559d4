import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { showErrorToast } from '../../../components/error-toast';
import { uploadGeneralImage, useImageSrc } from '../../../data/images';
import { SelectField } from '../../../components/form/ChoiceFields';
import { ImageUploadField } from '../../../components/form/FileFields';
import { TextField } from '../../../components/form/TextFields';
import { SignaturePad } from '../../../components/SignaturePad';
import type { Element } from '../../../domain/work-location-templates';

interface ElementValueInputProps {
  element: Pick<Element, 'elementName' | 'elementType' | 'isRequired' | 'options'>;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}

function dataUrlToFile(dataUrl: string, name: string): File {
  const [head, body = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(head ?? '')?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type });
}

function StoredImage({ url, alt }: { url: string; alt: string }) {
  const src = useImageSrc(url);
  return src ? <Image src={src} alt={alt} mah={160} w="auto" fit="contain" radius="sm" /> : null;
}

/** A picture or a signature: uploaded at once (it needs a connection), its address kept as the value. */
function ImageValue({ element, value, onChange, error, disabled }: ElementValueInputProps) {
  const [busy, setBusy] = useState(false);
  async function upload(file: File | null) {
    if (!file) return onChange('');
    setBusy(true);
    try {
      onChange(await uploadGeneralImage(file));
    } catch (failure) {
      showErrorToast(failure);
    } finally {
      setBusy(false);
    }
  }
  const label = element.elementName;
  return (
    <Stack gap={6}>
      {element.elementType === 'signature' && !disabled ? (
        <SignaturePad
          label={label}
          height={160}
          saving={busy}
          onSave={(dataUrl) => void upload(dataUrlToFile(dataUrl, 'signature.png'))}
          onClear={() => onChange('')}
        />
      ) : (
        <ImageUploadField
          label={label}
          value={null}
          onChange={(file) => void upload(file)}
          error={error ?? null}
          disabled={disabled || busy}
        />
      )}
      {value ? <StoredImage url={value} alt={`${label} as saved`} /> : null}
      {error && element.elementType === 'signature' ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function GpsValue({ element, value, onChange, error, disabled }: ElementValueInputProps) {
  const [locating, setLocating] = useState(false);
  function locate() {
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange(`${position.coords.latitude.toFixed(6)}, ${position.coords.longitude.toFixed(6)}`);
      },
      () => {
        setLocating(false);
        showErrorToast(new Error('The device did not give its position. Type it as "latitude, longitude".'));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={element.elementName}
        withAsterisk={element.isRequired}
        placeholder="26.155123, 91.779456"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        disabled={disabled}
        style={{ flex: 1 }}
      />
      {'geolocation' in navigator && !disabled ? (
        <Button
          variant="light"
          onClick={locate}
          loading={locating}
          leftSection={<IconCurrentLocation size={18} aria-hidden />}
        >
          Here
        </Button>
      ) : null}
    </Group>
  );
}

/** The input a template field's type calls for; every value travels as text. */
export function ElementValueInput(props: ElementValueInputProps) {
  const { element, value, onChange, error, disabled } = props;
  const common = { label: element.elementName, withAsterisk: element.isRequired, error, disabled };
  switch (element.elementType) {
    case 'choice':
      return (
        <SelectField
          {...common}
          required={element.isRequired}
          data={element.options}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          clearable={!element.isRequired}
        />
      );
    case 'number':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput {...common} type="date" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'dateTime':
      return (
        <TextInput
          {...common}
          type="datetime-local"
          value={value ? dayjs(value).format('YYYY-MM-DDTHH:mm') : ''}
          onChange={(e) =>
            onChange(e.currentTarget.value ? new Date(e.currentTarget.value).toISOString() : '')
          }
        />
      );
    case 'image':
    case 'ai-image':
    case 'signature':
      return <ImageValue {...props} />;
    case 'capture-gps':
      return <GpsValue {...props} />;
    default:
      return (
        <TextField
          label={element.elementName}
          required={element.isRequired}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
          disabled={disabled}
        />
      );
  }
}
