import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showErrorToast } from '../../../components/error-toast';
import { toastSuccess } from '../../../notices/toast';
import {
  currentPushSubscription,
  pushAvailability,
  PushUnavailableError,
  type PushAvailability,
} from '../../../offline/push-device';
import { disablePushOnDevice, enablePushOnDevice } from '../api/settings';

type DeviceState = PushAvailability | 'checking' | 'subscribed';

const BLOCKED_TEXT =
  'Notifications are blocked for the console in this browser. Allow them in the site settings (the lock or ' +
  'tune icon beside the address), then come back here.';
const UNSUPPORTED_TEXT =
  'This browser cannot receive push notifications. Install the console to the home screen (on iPhone and ' +
  'iPad, from Safari: Share, Add to Home Screen) or use a current Chrome, Edge or Firefox.';

/**
 * Push on this device: whether the console, closed, still tells this phone or tablet of the events marked
 * "Pushed" below. Asks the browser's permission when turned on; says plainly when the browser cannot or the
 * user blocked it.
 */
export function PushDeviceControl() {
  const [state, setState] = useState<DeviceState>(() => {
    const availability = pushAvailability();
    return availability === 'unsupported' || availability === 'denied' ? availability : 'checking';
  });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const availability = pushAvailability();
    if (availability === 'unsupported' || availability === 'denied') return;
    let live = true;
    currentPushSubscription()
      .then((subscription) => live && setState(subscription ? 'subscribed' : availability))
      .catch(() => live && setState(availability));
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    setBusy(true);
    try {
      await enablePushOnDevice();
      setState('subscribed');
      toastSuccess('This device now receives your notifications.');
    } catch (error) {
      if (error instanceof PushUnavailableError) setState(error.availability);
      else showErrorToast(error);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      await disablePushOnDevice();
      setState(pushAvailability());
      toastSuccess('This device no longer receives your notifications.');
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  }

  const subscribed = state === 'subscribed';
  return (
    <Paper component="section" withBorder p="md" maw={760} mb="md" aria-labelledby="push-device-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          {subscribed ? <IconBell size={20} aria-hidden /> : <IconBellOff size={20} aria-hidden />}
          <Text id="push-device-title" fw={600}>
            Push notifications on this device
          </Text>
        </Group>
        {state === 'unsupported' ? (
          <Alert color="gray" icon={<IconInfoCircle />} title="Not available in this browser">
            {UNSUPPORTED_TEXT}
          </Alert>
        ) : state === 'denied' ? (
          <Alert color="yellow" icon={<IconInfoCircle />} title="Blocked in this browser">
            {BLOCKED_TEXT}
          </Alert>
        ) : (
          <>
            <Text size="sm" role="status">
              {state === 'checking'
                ? 'Checking this device…'
                : subscribed
                  ? 'On: this device is told of the events marked "Pushed", even with the console closed.'
                  : 'Off: turn it on to be told of the events marked "Pushed" while the console is closed.'}
            </Text>
            <Group>
              <Button
                mih={44}
                variant={subscribed ? 'default' : 'filled'}
                loading={busy}
                disabled={state === 'checking'}
                onClick={() => void (subscribed ? turnOff() : turnOn())}
              >
                {subscribed ? 'Turn off push on this device' : 'Turn on push on this device'}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
