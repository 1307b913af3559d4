import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserOff } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { CREW_MEMBER_ROLES } from '../../domain/crews';
import { workforceSchema, type Workforce } from '../../domain/workforce';
import { workforce } from './api/workforce';
import {
  kindName,
  WORKFORCE_PATH,
  workforcePayload,
  workforceRules,
  workforceValuesOf,
  type WorkforceFormValues,
} from './components/workforce-form';
import { WorkforceForm } from './components/WorkforceForm';

function roleName(role: string): string {
  return CREW_MEMBER_ROLES.find((candidate) => candidate.id === role)?.name ?? role;
}

function option(id: string | null, name: string | null) {
  return id && name ? { id, name } : null;
}

function CrewsOf({ member }: { member: Workforce }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="member-crews">
      <Title order={2} size="h4" id="member-crews" mb="xs">
        Crews
      </Title>
      {member.crews.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not in any crew.
        </Text>
      ) : (
        <Group gap="xs">
          {member.crews.map((crew) => (
            <Badge key={crew.id} variant="light" size="lg" tt="none">
              {`${crew.name} · ${roleName(crew.role)}`}
            </Badge>
          ))}
        </Group>
      )}
      {member.reportCount > 0 ? (
        <Text
          size="sm"
          mt="sm"
        >{`${member.reportCount} mobile ${member.reportCount === 1 ? 'user reports' : 'users report'} to ${member.name}.`}</Text>
      ) : null}
    </Paper>
  );
}

function WorkforceEditor({ member }: { member: Workforce }) {
  const navigate = useNavigate();
  const can = useCanMany(['workforce.update', 'workforce.delete'] as const);
  const update = workforce.useUpdate();
  const remove = workforce.useDelete();
  const form = useForm<WorkforceFormValues>({
    mode: 'controlled',
    initialValues: workforceValuesOf(member),
    validate: workforceRules,
  });
  const { base, conflict, failed, reload } = useRecordEditor({
    record: member,
    form,
    valuesOf: workforceValuesOf,
    schema: workforceSchema,
  });

  function submit(values: WorkforceFormValues) {
    const body = { ...workforcePayload(values), version: base.version };
    const names = {
      vendorName: values.vendorId === base.vendorId ? base.vendorName : null,
      supervisorName: values.supervisorId === base.supervisorId ? base.supervisorName : null,
    };
    update.mutate(
      { id: base.id, body, names },
      whenSaved({
        saved: (data) => `"${data.name}" was saved.`,
        after: () => void navigate(WORKFORCE_PATH),
        refused: failed,
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Mobile users', to: WORKFORCE_PATH }}
        current={base.name}
        recordId={base.id}
        subLine={`${kindName(base.kind)} · ${base.vendorName ?? 'Organisation staff'}`}
        actions={
          can['workforce.delete'] ? (
            <DeleteRecordButton
              id={base.id}
              remove={remove}
              message={`"${base.name}" will be deleted. Someone still in a crew or supervising others cannot be deleted.`}
              done={`"${base.name}" was deleted.`}
              leaveTo={WORKFORCE_PATH}
            />
          ) : null
        }
      />
      <WorkforceForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(WORKFORCE_PATH)}
        submitLabel="Save"
        submitting={update.isPending}
        saved={{
          vendor: option(base.vendorId, base.vendorName),
          supervisor: option(base.supervisorId, base.supervisorName),
        }}
        readOnly={!can['workforce.update']}
        notice={conflict ? <ConflictAlert subject={base.name} onReload={reload} /> : null}
      >
        <CrewsOf member={base} />
      </WorkforceForm>
    </Stack>
  );
}

/** /user-management/mobile-user/:id: one mobile user or supervisor, editable with workforce.update. */
export function WorkforceMemberPage() {
  const { id = '' } = useParams();
  const { query, record } = workforce.useRecord(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="mobile user"
      icon={IconUserOff}
      back={{ to: WORKFORCE_PATH, label: 'mobile users' }}
    >
      {(member) => <WorkforceEditor key={id} member={member} />}
    </RecordGate>
  );
}
