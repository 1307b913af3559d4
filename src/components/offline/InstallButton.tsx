import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { promptInstall, usePwaState } from '../../offline/pwa-state';

/** Offers installation to the home screen; rendered only while the browser offers it. */
export function InstallButton() {
  const { installPrompt } = usePwaState();
  if (!installPrompt) return null;
  return (
    <Button
      variant="light"
      mih={44}
      leftSection={<IconDownload size={18} />}
      onClick={() => void promptInstall()}
    >
      Install app
    </Button>
  );
}
