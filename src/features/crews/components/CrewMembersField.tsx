import { ActionIcon, Badge, Group, Input, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { DropdownField } from '../../../components/form/ChoiceFields';
import { CREW_MEMBER_ROLES, CREW_MEMBERS_MAX, type CrewMemberRole } from '../../../domain/crews';
import { WORKFORCE_KIND } from '../../../domain/workforce';
import { useMemberCandidates } from '../api/crews';
import type { MemberValue } from './crew-form';

interface CrewMembersFieldProps {
  vendorId: string | null;
  value: MemberValue[];
  onChange: (members: MemberValue[]) => void;
  error?: string | null;
  readOnly?: boolean;
}

const ROLE_DATA = CREW_MEMBER_ROLES.map((role) => ({ value: role.id, label: role.name }));

function kindLabel(kind: number): string {
  return kind === WORKFORCE_KIND.supervisor ? 'Supervisor' : 'Mobile user';
}

function MemberRow({
  member,
  onRole,
  onRemove,
  readOnly,
}: {
  member: MemberValue;
  onRole: (role: CrewMemberRole) => void;
  onRemove: () => void;
  readOnly: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="xs" role="listitem" aria-label={member.name}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0} miw={0} style={{ flex: '1 1 180px' }}>
          <Text fw={600} size="sm" truncate>
            {member.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[member.employeeCode, kindLabel(member.kind)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Select
            aria-label={`Role of ${member.name}`}
            data={ROLE_DATA}
            value={member.role}
            allowDeselect={false}
            disabled={readOnly}
            w={150}
            onChange={(role) => role && onRole(role as CrewMemberRole)}
          />
          {readOnly ? null : (
            <Tooltip label="Remove from the crew">
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                aria-label={`Remove ${member.name}`}
                onClick={onRemove}
              >
                <IconUserMinus size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The crew's members, chosen from the active mobile workforce of the crew's vendor, each with a role
 * (leader, technician, helper). New members join as technicians; at most one leader.
 */
export function CrewMembersField({
  vendorId,
  value,
  onChange,
  error,
  readOnly = false,
}: CrewMembersFieldProps) {
  const candidates = useMemberCandidates(vendorId, !readOnly);
  const [picker, setPicker] = useState<string | null>(null);
  const chosen = new Set(value.map((member) => member.workforceId));
  const available = (candidates.data ?? []).filter((candidate) => !chosen.has(candidate.id));

  function add(workforceId: string | null) {
    const candidate = available.find((item) => item.id === workforceId);
    setPicker(null);
    if (!candidate) return;
    const { id, name, kind, employeeCode, phone } = candidate;
    onChange([...value, { workforceId: id, name, kind, employeeCode, phone, role: 'technician' }]);
  }

  const leaders = value.filter((member) => member.role === 'leader').length;
  return (
    <Input.Wrapper error={error}>
      <Stack gap="xs">
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            No members yet.
          </Text>
        ) : (
          <Stack gap="xs" role="list" aria-label="Crew members">
            {value.map((member) => (
              <MemberRow
                key={member.workforceId}
                member={member}
                readOnly={readOnly}
                onRole={(role) => onChange(value.map((item) => (item === member ? { ...item, role } : item)))}
                onRemove={() => onChange(value.filter((item) => item !== member))}
              />
            ))}
          </Stack>
        )}
        {leaders === 0 && value.length > 0 ? (
          <Badge color="orange" variant="light" w="fit-content">
            No leader chosen
          </Badge>
        ) : null}
        {readOnly || value.length >= CREW_MEMBERS_MAX ? null : (
          <DropdownField
            label="Add a member"
            placeholder={candidates.isLoading ? 'Loading the workforce…' : 'Search the mobile workforce'}
            nothingFoundMessage={
              vendorId ? 'Nobody else works for this vendor' : 'Nobody else in the organisation’s staff'
            }
            data={available.map((candidate) => ({
              value: candidate.id,
              label: candidate.employeeCode
                ? `${candidate.name} (${candidate.employeeCode})`
                : candidate.name,
            }))}
            value={picker}
            onChange={add}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
