import { ActionIcon, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { whenSaved } from '../../../components/record/when-saved';
import { showErrorToast } from '../../../components/error-toast';
import { uploadGeneralImage, useImageSrc } from '../../../data/images';
import { ImageUploadField } from '../../../components/form/FileFields';
import { ASSET_IMAGES_MAX, type Asset } from '../../../domain/assets';
import { useOnline } from '../../../offline/use-data-age';
import { useUpdateAssetImages } from '../api/assets';

function Photo({ url, index, onRemove }: { url: string; index: number; onRemove?: () => void }) {
  const src = useImageSrc(url);
  return (
    <Paper withBorder radius="md" p={4} pos="relative">
      <Image src={src} alt={`Photo ${index + 1}`} h={120} fit="cover" radius="sm" />
      {onRemove ? (
        <ActionIcon
          pos="absolute"
          top={8}
          right={8}
          size={44}
          color="red"
          variant="filled"
          aria-label={`Remove photo ${index + 1}`}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ) : null}
    </Paper>
  );
}

/** The asset's photos: uploaded through the document service, then saved on the asset (UpdateAssetImages). */
export function AssetPhotos({
  asset,
  onSaved,
  readOnly,
}: {
  asset: Asset;
  onSaved: (asset: Asset) => void;
  readOnly: boolean;
}) {
  const online = useOnline();
  const update = useUpdateAssetImages();
  const [uploading, setUploading] = useState(false);

  function save(imageUrls: string[], message: string) {
    update.mutate(
      { id: asset.id, imageUrls, version: asset.version },
      whenSaved({
        applied: onSaved,
        saved: () => message,
        refused: (error) => showErrorToast(error),
      }),
    );
  }

  async function add(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadGeneralImage(file);
      save([...asset.imageUrls, url], 'The photo was added.');
    } catch (error) {
      showErrorToast(error);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack gap="sm">
      {asset.imageUrls.length === 0 ? (
        <Text size="sm" c="dimmed">
          No photos yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {asset.imageUrls.map((url, index) => (
            <Photo
              key={url}
              url={url}
              index={index}
              onRemove={
                readOnly
                  ? undefined
                  : () =>
                      save(
                        asset.imageUrls.filter((u) => u !== url),
                        'The photo was removed.',
                      )
              }
            />
          ))}
        </SimpleGrid>
      )}
      {readOnly || asset.imageUrls.length >= ASSET_IMAGES_MAX ? null : (
        <Group>
          <ImageUploadField
            label="Add a photo"
            value={null}
            onChange={(file) => void add(file)}
            disabled={!online || uploading || update.isPending}
          />
        </Group>
      )}
      {!online && !readOnly ? (
        <Text size="xs" c="dimmed">
          Photos can be added while online.
        </Text>
      ) : null}
    </Stack>
  );
}
