import { Button, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useImageSrc } from '../../data/images';
import { useOnline } from '../../offline/use-data-age';
import { ImageUploadField } from './FileFields';

export interface UserImageFieldProps {
  label: string;
  /** The picture saved on the user, or null. */
  imageUrl: string | null;
  /** A newly chosen picture, uploaded when the form is saved. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Takes the saved picture off the user when the form is saved. */
  onRemove: () => void;
  disabled?: boolean;
}

/**
 * A user's picture: the saved one (fetched with the session, since stored images are not public), a new one
 * to upload on save, or none. Uploading needs the server, so choosing a picture waits for a connection.
 */
export function UserImageField({
  label,
  imageUrl,
  file,
  onFileChange,
  onRemove,
  disabled,
}: UserImageFieldProps) {
  const online = useOnline();
  const savedSrc = useImageSrc(imageUrl);
  return (
    <Stack gap={4}>
      <ImageUploadField
        label={label}
        value={file}
        onChange={onFileChange}
        currentUrl={savedSrc}
        disabled={disabled || !online}
      />
      {!online ? (
        <Text size="xs" c="dimmed">
          Pictures can be changed while online.
        </Text>
      ) : null}
      {(imageUrl || file) && !disabled ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => (file ? onFileChange(null) : onRemove())}
          style={{ alignSelf: 'flex-start' }}
        >
          {file ? 'Keep the previous picture' : 'Remove picture'}
        </Button>
      ) : null}
    </Stack>
  );
}
