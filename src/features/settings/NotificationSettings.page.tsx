import { Anchor, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { errorToastContent } from '../../components/error-toast';
import { HOME_PATH } from '../../navigation/paths';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { CenteredLoader, NotOnDeviceMessage, PageMessage } from '../../components/PageState';
import { useNotificationSettings } from './api/settings';
import { NotificationSettingsForm } from './components/NotificationSettingsForm';
import { PushDeviceControl } from './components/PushDeviceControl';
import { isNotOnDevice } from '../../offline/not-on-device';

/** /settings/notifications: which events reach me, in the console, by email and pushed to this device. */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();

  if (settings.isError && !settings.data) {
    return (
      <PageMessage
        icon={IconAlertTriangle}
        color="red"
        title="Your notification settings could not be loaded"
        action={<Button onClick={() => void settings.refetch()}>Try again</Button>}
      >
        {errorToastContent(settings.error).message}
      </PageMessage>
    );
  }
  return (
    <>
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Notification settings"
        subLine={
          <>
            What reaches you, and where. The console ones appear under{' '}
            <Anchor component={Link} to="/notifications" inherit>
              Notifications
            </Anchor>
            .
          </>
        }
      />
      <PushDeviceControl />
      {settings.data ? (
        <NotificationSettingsForm saved={settings.data} />
      ) : isNotOnDevice(settings) ? (
        <NotOnDeviceMessage what="Your notification settings" />
      ) : (
        <CenteredLoader label="Loading your notification settings" />
      )}
    </>
  );
}
