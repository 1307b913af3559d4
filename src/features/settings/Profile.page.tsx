import { Button, SimpleGrid } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorToastContent } from '../../components/error-toast';
import { HOME_PATH } from '../../navigation/paths';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { CenteredLoader, NotOnDeviceMessage, PageMessage } from '../../components/PageState';
import { useProfile } from './api/settings';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { ProfileForm } from './components/ProfileForm';
import { isNotOnDevice } from '../../offline/not-on-device';

/** /settings/profile, for every signed-in user: their own details and password. */
export function ProfilePage() {
  const profile = useProfile();

  if (profile.isError && !profile.data) {
    return (
      <PageMessage
        icon={IconAlertTriangle}
        color="red"
        title="Your profile could not be loaded"
        action={<Button onClick={() => void profile.refetch()}>Try again</Button>}
      >
        {errorToastContent(profile.error).message}
      </PageMessage>
    );
  }
  return (
    <>
      <BreadcrumbBar parent={{ label: 'Dashboard', to: HOME_PATH }} current="Profile" />
      {profile.data ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" maw={1100}>
          <ProfileForm key={profile.data.id} profile={profile.data} />
          <ChangePasswordForm />
        </SimpleGrid>
      ) : isNotOnDevice(profile) ? (
        <NotOnDeviceMessage what="Your profile" />
      ) : (
        <CenteredLoader label="Loading your profile" />
      )}
    </>
  );
}
