import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useImageSrc } from '../../../data/images';
import { TextField } from '../../../components/form/TextFields';
import { SignaturePad } from '../../../components/SignaturePad';
import type { TaskElement } from '../../../domain/work-order-activities';
import { BarcodeScanButton } from '../../../components/BarcodeScanButton';
import { elementKind, type ElementDraft } from './activity-form';
import { DateTimeField } from './DateTimeField';
import { GpsCapture } from './GpsCapture';
import { PhotoCapture } from './PhotoCapture';
import { PICKER_FORMAT } from './work-order-form';

export interface ElementInputProps {
  element: TaskElement;
  draft: ElementDraft;
  onChange: (patch: Partial<ElementDraft>) => void;
  error?: string;
}

const now = () => new Date().toISOString();

function SignatureInput({ element, draft, onChange, error }: ElementInputProps) {
  const recorded = useImageSrc(element.imageUrl);
  const shown = draft.imageDataUrl ?? recorded;
  return (
    <Input.Wrapper label={element.label} withAsterisk={element.isRequired} error={error}>
      <Stack gap="xs" mt={4}>
        {shown ? (
          <Group gap="sm" align="center" wrap="wrap">
            <Image
              src={shown}
              alt={
                draft.imageDataUrl
                  ? `${element.label}: new signature`
                  : `${element.label}: recorded signature`
              }
              h={80}
              w="auto"
              fit="contain"
              bg="white"
              radius="sm"
              bd="1px solid var(--mantine-color-default-border)"
            />
            {draft.imageDataUrl ? (
              <Button
                variant="subtle"
                color="gray"
                mih={44}
                onClick={() => onChange({ imageDataUrl: null, capturedAt: null })}
              >
                {element.imageUrl ? 'Keep the recorded signature' : 'Sign again'}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {draft.imageDataUrl ? (
          <Text size="xs" c="teal.8">
            Signature ready: it is sent when you save the activity.
          </Text>
        ) : (
          <SignaturePad
            label={shown ? `${element.label}: sign again to replace it` : `${element.label}: sign here`}
            height={160}
            onSave={(dataUrl) => onChange({ imageDataUrl: dataUrl, capturedAt: now() })}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** One form element of an activity, filled in the way its type is captured in the field. */
export function ElementInput(props: ElementInputProps) {
  const { element, draft, onChange, error } = props;
  const kind = elementKind(element.elementType);
  if (kind === 'signature') return <SignatureInput {...props} />;
  if (kind === 'photo') {
    return (
      <PhotoCapture
        label={element.label}
        required={element.isRequired}
        recordedUrl={element.imageUrl}
        value={draft.imageDataUrl}
        error={error}
        onChange={(dataUrl) => onChange({ imageDataUrl: dataUrl, capturedAt: dataUrl ? now() : null })}
      />
    );
  }
  if (kind === 'gps') {
    return (
      <GpsCapture
        label={element.label}
        required={element.isRequired}
        value={draft}
        error={error}
        onChange={(position) => onChange({ ...position, capturedAt: now() })}
      />
    );
  }
  if (kind === 'dateTime') {
    return (
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <DateTimeField
          label={element.label}
          withAsterisk={element.isRequired}
          value={draft.dateTime}
          error={error}
          style={{ flex: 1 }}
          onChange={(value) => onChange({ dateTime: value, capturedAt: now() })}
        />
        <Button
          variant="default"
          mih={44}
          onClick={() => onChange({ dateTime: dayjs().format(PICKER_FORMAT), capturedAt: now() })}
        >
          Now
        </Button>
      </Group>
    );
  }
  const text = (
    <TextField
      label={element.label}
      required={element.isRequired}
      value={draft.text}
      error={error}
      autoComplete="off"
      style={{ flex: 1 }}
      onChange={(event) => onChange({ text: event.currentTarget.value, capturedAt: now() })}
    />
  );
  if (kind !== 'barcode') return text;
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      {text}
      <BarcodeScanButton onScan={(value) => onChange({ text: value.slice(0, 100), capturedAt: now() })} />
    </Group>
  );
}
