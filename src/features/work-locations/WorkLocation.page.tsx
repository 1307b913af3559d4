import { PageSection } from '../../components/form/FormSection';
import { SectionSave } from '../../components/record/FormActions';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMapPinOff } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { toastSuccess } from '../../notices/toast';
import { workLocationDetailSchema, type WorkLocationDetail } from '../../domain/work-locations';
import type { WriteOutcome } from '../../offline/use-optimistic-write';
import {
  useUpdateWorkLocation,
  useWorkLocation,
  workLocations,
  type WorkLocationPart,
} from './api/work-locations';
import { elementValueErrors, elementValuesPayload } from './components/element-values';
import {
  addressPayload,
  WORK_LOCATIONS_PATH,
  workLocationRules,
  workLocationValuesOf,
  type WorkLocationFormValues,
} from './components/work-location-form';
import {
  AccessGroupField,
  AddressAndPosition,
  ElementValueFields,
  IdentityFields,
} from './components/WorkLocationSections';

const SAVED: Record<WorkLocationPart, string> = {
  details: 'The identifier and name were saved.',
  accessGroup: 'The location was moved to its new access group.',
  address: 'The address and position were saved.',
  elements: 'The field values were saved.',
};

function WorkLocationEditor({ location }: { location: WorkLocationDetail }) {
  const can = useCanMany([
    'workLocation.update',
    'workLocation.changeAccessGroup',
    'workLocation.updateAddress',
    'workLocation.updateElements',
    'workLocation.delete',
  ] as const);
  const form = useForm<WorkLocationFormValues>({
    mode: 'controlled',
    initialValues: workLocationValuesOf(location),
    validate: workLocationRules,
  });
  const { base, setBase, conflict, failed, reload } = useRecordEditor({
    record: location,
    form,
    valuesOf: workLocationValuesOf,
    schema: workLocationDetailSchema,
  });
  const updates = {
    details: useUpdateWorkLocation('details'),
    accessGroup: useUpdateWorkLocation('accessGroup'),
    address: useUpdateWorkLocation('address'),
    elements: useUpdateWorkLocation('elements'),
  };
  const remove = workLocations.useDelete();

  function save(part: WorkLocationPart, fields: string[]) {
    const values = form.getValues();
    const ruleErrors = fields.map((field) => form.validateField(field)).filter((result) => result.hasError);
    const valueErrors =
      part === 'elements' ? elementValueErrors(base.elementValues.map(asElement), values.elementValues) : {};
    if (ruleErrors.length > 0 || Object.keys(valueErrors).length > 0)
      return form.setErrors({ ...form.errors, ...valueErrors });
    const callbacks = {
      onSuccess: (outcome: WriteOutcome<WorkLocationDetail>) => {
        if (outcome.queued) return;
        setBase(outcome.data);
        toastSuccess(SAVED[part]);
      },
      onError: failed,
    };
    const { id, version } = base;
    if (part === 'details') {
      const body = {
        locationIdentifier: values.locationIdentifier.trim(),
        name: values.name.trim(),
        version,
      };
      updates.details.mutate({ id, body }, callbacks);
    } else if (part === 'accessGroup') {
      updates.accessGroup.mutate({ id, body: { accessGroupId: values.accessGroupId, version } }, callbacks);
    } else if (part === 'address') {
      updates.address.mutate({ id, body: { ...addressPayload(values), version } }, callbacks);
    } else {
      const body = { elementValues: elementValuesPayload(values.elementValues), version };
      updates.elements.mutate({ id, body }, callbacks);
    }
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Work locations', to: WORK_LOCATIONS_PATH }}
        current={`${base.locationIdentifier} · ${base.name}`}
        recordId={base.id}
        subLine={`${base.projectName} · ${base.workLocationTemplateName}${base.accessGroupName ? ` · ${base.accessGroupName}` : ''}`}
        actions={
          can['workLocation.delete'] ? (
            <DeleteRecordButton
              id={base.id}
              remove={remove}
              message={`The work location "${base.locationIdentifier}" will be deleted with its field values.`}
              done={`The work location "${base.locationIdentifier}" was deleted.`}
              leaveTo={WORK_LOCATIONS_PATH}
            />
          ) : null
        }
      />
      {conflict ? <ConflictAlert subject="this work location" onReload={reload} /> : null}
      <PageSection title="Location">
        <IdentityFields form={form} disabled={!can['workLocation.update']} />
        {can['workLocation.update'] ? (
          <SectionSave
            label="Save identifier and name"
            loading={updates.details.isPending}
            onClick={() => save('details', ['locationIdentifier', 'name'])}
          />
        ) : null}
      </PageSection>
      <PageSection title="Access group" description="Who may see this location follows from its group.">
        <AccessGroupField form={form} disabled={!can['workLocation.changeAccessGroup']} />
        {can['workLocation.changeAccessGroup'] ? (
          <SectionSave
            label="Move to this group"
            loading={updates.accessGroup.isPending}
            onClick={() => save('accessGroup', [])}
          />
        ) : null}
      </PageSection>
      <PageSection title="Fields">
        <ElementValueFields
          form={form}
          elements={base.elementValues.map(asElement)}
          disabled={!can['workLocation.updateElements']}
        />
        {can['workLocation.updateElements'] && base.elementValues.length > 0 ? (
          <SectionSave
            label="Save field values"
            loading={updates.elements.isPending}
            onClick={() => save('elements', [])}
          />
        ) : null}
      </PageSection>
      <PageSection title="Address and position">
        <AddressAndPosition form={form} disabled={!can['workLocation.updateAddress']} />
        {can['workLocation.updateAddress'] ? (
          <SectionSave
            label="Save address and position"
            loading={updates.address.isPending}
            onClick={() => save('address', ['addressLine', 'countryId', 'postalCode'])}
          />
        ) : null}
      </PageSection>
    </Stack>
  );
}

/** A location's saved field value carries its field's definition; the inputs need it as a field. */
function asElement(value: WorkLocationDetail['elementValues'][number]) {
  return {
    id: value.elementId,
    workLocationTemplateId: '',
    elementName: value.elementName,
    code: value.code,
    elementType: value.elementType,
    isRequired: value.isRequired,
    options: value.options,
    sortOrder: 0,
    version: 0,
  };
}

/** /work-locations/:id: each part of a location is saved on its own, with its own permission. */
export function WorkLocationPage() {
  const { id = '' } = useParams();
  const { query, record } = useWorkLocation(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="work location"
      icon={IconMapPinOff}
      back={{ to: WORK_LOCATIONS_PATH, label: 'work locations' }}
    >
      {(location) => <WorkLocationEditor key={id} location={location} />}
    </RecordGate>
  );
}
