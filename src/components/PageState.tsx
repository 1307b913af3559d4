import { Center, Loader, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface CenteredLoaderProps {
  /** Read out to screen readers while the spinner shows. */
  label?: string;
  /** Fill the viewport (app start) instead of the content area. */
  fullScreen?: boolean;
}

/** The spinner shown while a screen or the home shell loads. */
export function CenteredLoader({ label = 'Loading', fullScreen = false }: CenteredLoaderProps) {
  return (
    <Center mih={fullScreen ? '100dvh' : 240} w="100%" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
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
