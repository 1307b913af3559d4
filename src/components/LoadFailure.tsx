import { Button, Stack, Text } from '@mantine/core';
import { FailureAlert } from './FailureAlert';
import { errorToastContent } from './error-toast';

interface LoadFailureProps {
  /** What failed, as the query reported it. */
  error: unknown;
  /** What could not be loaded; the server's message says why. */
  title: string;
  /** The message when the failure says nothing a user can read (a dropped connection). */
  fallbackMessage?: string;
  onRetry: () => void;
}

/** A read that failed: what the server said and a way to try again. */
export function LoadFailure({ error, title, fallbackMessage, onRetry }: LoadFailureProps) {
  const failure = errorToastContent(error, fallbackMessage);
  return (
    <FailureAlert title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{failure.message}</Text>
        <Button variant="default" h={44} onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </FailureAlert>
  );
}
