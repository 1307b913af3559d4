import { ActionIcon, Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { promptInstall, usePwaState } from '../../offline/pwa-state';

/**
 * Offers installation to the home screen; rendered only while the browser offers it. On a phone it is an icon
 * with the same name, so the header keeps room for the product's name beside the status and the menus.
 */
export function InstallButton() {
  const { installPrompt } = usePwaState();
  if (!installPrompt) return null;
  const install = () => void promptInstall();
  return (
    <>
      <ActionIcon
        hiddenFrom="sm"
        variant="light"
        size={44}
        aria-label="Install app"
        title="Install app"
        onClick={install}
      >
        <IconDownload size={20} aria-hidden />
      </ActionIcon>
      <Button
        visibleFrom="sm"
        variant="light"
        mih={44}
        leftSection={<IconDownload size={18} aria-hidden />}
        onClick={install}
      >
        Install app
      </Button>
    </>
  );
}
