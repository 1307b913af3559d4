import { Center, Group, Loader, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCloudOff, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NOT_ON_DEVICE_TEXT, NOT_ON_DEVICE_TITLE } from '../offline/not-on-device';

interface CenteredLoaderProps {
  /** Read out to screen readers while the spinner shows. */
  label?: string;
  /** Fill the viewport (app start) instead of the content area. */
  fullScreen?: boolean;
}

/**
 * The spinner shown while a screen or the home shell loads. Filling the viewport (the console starting), it
 * also says so in words: the first thing drawn is then something to read, not a blank page.
 */
export function CenteredLoader({ label = 'Loading', fullScreen = false }: CenteredLoaderProps) {
  return (
    <Center mih={fullScreen ? '100dvh' : 240} w="100%" role="status" aria-live="polite">
      {fullScreen ? (
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Stack>
      ) : (
        <>
          <Loader aria-hidden />
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      )}
    </Center>
  );
}

interface PageMessageProps {
  icon: Icon;
  title: string;
  children?: ReactNode;
  /** A way on: a link back home, a retry button. */
  action?: ReactNode;
  color?: string;
}

/** A whole-page message: no access, not found, could not load. */
export function PageMessage({
  icon: IconComponent,
  title,
  children,
  action,
  color = 'gray',
}: PageMessageProps) {
  return (
    <Center mih={320} p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
          <IconComponent size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {title}
        </Title>
        {children ? <Text c="dimmed">{children}</Text> : null}
        {action}
      </Stack>
    </Center>
  );
}

interface NotOnDeviceProps {
  /** What is missing, when the title alone does not say: "This work order". */
  what?: string;
  /** What is on the device instead: a link back to the list, the first page, clearing a search. */
  action?: ReactNode;
}

/** A screen whose data was never loaded on this device, offline: never "nothing here", never a spinner. */
export function NotOnDeviceMessage({ what, action }: NotOnDeviceProps) {
  return (
    <div data-testid="not-on-device">
      <PageMessage
        icon={IconCloudOff}
        title={what ? `${what} is not on this device yet` : NOT_ON_DEVICE_TITLE}
        action={action}
      >
        {NOT_ON_DEVICE_TEXT}
      </PageMessage>
    </div>
  );
}

/** The same inside a screen: a table's or a panel's data never loaded here, offline. */
export function NotOnDeviceNotice({ what, action }: NotOnDeviceProps) {
  return (
    <Stack align="center" gap={6} py="xl" ta="center" role="status" data-testid="not-on-device">
      <IconCloudOff size={32} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text fw={600}>{what ? `${what} is not on this device yet` : NOT_ON_DEVICE_TITLE}</Text>
      <Text size="sm" c="dimmed" maw={420}>
        {NOT_ON_DEVICE_TEXT}
      </Text>
      {action ? (
        <Group gap="xs" justify="center">
          {action}
        </Group>
      ) : null}
    </Stack>
  );
}
