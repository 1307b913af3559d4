import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { UserAvatar } from '../../../components/UserAvatar';
import type { SessionInfo } from '../../../domain/auth';

interface SignedInCardProps {
  session: SessionInfo;
}

/** Who is signed in, in which role, for which organisation (and vendor, for vendor users). */
export function SignedInCard({ session }: SignedInCardProps) {
  const { user, organisation } = session;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Signed in as">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <UserAvatar name={user.name} imageUrl={user.imageUrl} size={56} />
        <Stack gap={2} miw={0}>
          <Text fw={600} size="lg" truncate>
            {user.name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {user.email}
          </Text>
          <Group gap={6} mt={4}>
            <Badge variant="light">{user.roleName}</Badge>
            {session.isPlatformAdmin ? <Badge variant="outline">Platform administrator</Badge> : null}
          </Group>
        </Stack>
      </Group>
      <Stack gap={2} mt="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          Organisation
        </Text>
        <Text data-testid="organisation-name">{organisation.name}</Text>
        {user.vendorName ? (
          <Text size="sm" c="dimmed">
            Vendor: {user.vendorName}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
