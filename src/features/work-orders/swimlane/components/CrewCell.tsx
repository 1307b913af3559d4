import { Avatar, Box, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { SwimlaneCrew } from '../../../../domain/swimlane';

/** Up to this many member avatars fit beside each other; the rest are counted. */
const SHOWN_MEMBERS = 4;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

const roleName = (role: string) => (role ? role[0]!.toUpperCase() + role.slice(1) : role);

/**
 * The crew's cell at the start of its row: name, vendor, and the members' avatars (photo or initials).
 * Screen readers get the members by name and role.
 */
export function CrewCell({ crew, compact }: { crew: SwimlaneCrew; compact: boolean }) {
  const members = crew.crewMembers;
  const shown = members.slice(0, compact ? 3 : SHOWN_MEMBERS);
  const hidden = members.length - shown.length;
  return (
    <Box px={compact ? 6 : 'sm'} py={2} miw={0} style={{ overflow: 'hidden' }}>
      {compact ? (
        <Text
          size="xs"
          fw={600}
          lineClamp={2}
          title={crew.name}
          lh={1.25}
          style={{ wordBreak: 'break-word' }}
        >
          {crew.name}
        </Text>
      ) : (
        <Text size="sm" fw={600} truncate="end" title={crew.name} lh={1.3}>
          {crew.name}
        </Text>
      )}
      {crew.vendorName && !compact ? (
        <Text size="xs" c="dimmed" truncate="end" title={crew.vendorName} lh={1.3}>
          {crew.vendorName}
        </Text>
      ) : crew.vendorName ? (
        <VisuallyHidden>{crew.vendorName}</VisuallyHidden>
      ) : null}
      {members.length > 0 ? (
        <>
          <Group gap={0} mt={2} wrap="nowrap" aria-hidden>
            <Avatar.Group spacing={4}>
              {shown.map((member) => (
                <Tooltip
                  key={`${member.name}-${member.role}`}
                  label={`${member.name} (${roleName(member.role)})`}
                  withArrow
                >
                  <Avatar
                    src={member.icon}
                    size={compact ? 20 : 24}
                    styles={{ placeholder: { fontSize: 9, letterSpacing: -0.3 } }}
                    radius="xl"
                    color="initials"
                    name={member.name}
                  >
                    {initials(member.name)}
                  </Avatar>
                </Tooltip>
              ))}
              {hidden > 0 ? (
                <Avatar size={compact ? 20 : 24} radius="xl" styles={{ placeholder: { fontSize: 9 } }}>
                  +{hidden}
                </Avatar>
              ) : null}
            </Avatar.Group>
          </Group>
          <VisuallyHidden>
            <ul aria-label={`Members of ${crew.name}`}>
              {members.map((member) => (
                <li key={`${member.name}-${member.role}`}>
                  {member.name}, {roleName(member.role)}
                </li>
              ))}
            </ul>
          </VisuallyHidden>
        </>
      ) : null}
    </Box>
  );
}
