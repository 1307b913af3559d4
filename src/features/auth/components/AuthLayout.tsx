import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../navigation/paths';

interface AuthLayoutProps {
  title: string;
  /** A line under the title: what this step asks for. */
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of the public pages: product name and one card, full width on a phone, centred on larger screens. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  return (
    <Center mih="100dvh" p={{ base: 'sm', sm: 'xl' }} bg="var(--mantine-color-gray-0)">
      <Box w="100%" maw={420}>
        <Text ta="center" fw={700} size="xl" c="teal.8" mb="md">
          {PRODUCT_NAME}
        </Text>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {title}
              </Title>
              {description ? (
                <Text c="dimmed" size="sm" mt={4}>
                  {description}
                </Text>
              ) : null}
            </div>
            {children}
          </Stack>
        </Paper>
      </Box>
    </Center>
  );
}
