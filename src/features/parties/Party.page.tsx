import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { partySchema, type Party } from '../../domain/asset-types';
import { parties } from './api/parties';
import {
  assetCountText,
  partyPayload,
  partyRules,
  partyValuesOf,
  type PartyFormValues,
} from './components/party-form';
import { partyDeleteMessage, type PartyKind } from './components/party-kind';
import { PartyForm } from './components/PartyForm';

function PartyEditor({ kind, party }: { kind: PartyKind; party: Party }) {
  const resource = parties[kind];
  const { info } = resource;
  const navigate = useNavigate();
  const can = useCanMany([info.permissions.update, info.permissions.delete] as const);
  const update = resource.useUpdate();
  const remove = resource.useDelete();
  const form = useForm<PartyFormValues>({
    mode: 'controlled',
    initialValues: partyValuesOf(party),
    validate: partyRules(info),
  });
  const { base, conflict, failed, reload } = useRecordEditor({
    record: party,
    form,
    valuesOf: partyValuesOf,
    schema: partySchema,
  });

  function submit(values: PartyFormValues) {
    update.mutate(
      { id: base.id, body: { ...partyPayload(values), version: base.version } },
      whenSaved({
        saved: (data) => `The ${info.noun} "${data.name}" was saved.`,
        after: () => void navigate(info.path),
        refused: failed,
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: info.plural, to: info.path }}
        current={base.name}
        recordId={base.id}
        subLine={assetCountText(base.assetCount)}
        actions={
          can[info.permissions.delete] ? (
            <DeleteRecordButton
              id={base.id}
              remove={remove}
              message={partyDeleteMessage(info, base.name)}
              done={`The ${info.noun} "${base.name}" was deleted.`}
              leaveTo={info.path}
            />
          ) : null
        }
      />
      <PartyForm
        info={info}
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(info.path)}
        submitLabel={`Save ${info.noun}`}
        submitting={update.isPending}
        readOnly={!can[info.permissions.update]}
        notice={conflict ? <ConflictAlert subject={`this ${info.noun}`} onReload={reload} /> : null}
      />
    </Stack>
  );
}

/** One manufacturer or supplier, editable with its update key. */
function PartyDetail({ kind }: { kind: PartyKind }) {
  const { id = '' } = useParams();
  const resource = parties[kind];
  const { query, record } = resource.useRecord(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun={resource.info.noun}
      icon={IconBuildingFactory2}
      back={{ to: resource.info.path, label: `${resource.info.noun}s` }}
    >
      {(party) => <PartyEditor key={id} kind={kind} party={party} />}
    </RecordGate>
  );
}

/** /manufacturer/:id */
export function ManufacturerPage() {
  return <PartyDetail kind="manufacturer" />;
}

/** /supplier/:id */
export function SupplierPage() {
  return <PartyDetail kind="supplier" />;
}
