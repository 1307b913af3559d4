import { SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SelectField } from '../../../components/form/ChoiceFields';
import { TextAreaField } from '../../../components/form/TextFields';
import { CrewSelect } from '../../../components/lookups/CrewSelect';
import { LookupSelect } from '../../../components/lookups/LookupSelect';
import { ProjectSelect } from '../../../components/lookups/ProjectSelect';
import { useVendorScope } from '../../../data/lookups/vendor-scope';
import { VendorSelect } from '../../../components/lookups/VendorSelect';
import { useWorkLocationLookup } from '../../../data/lookups/work-location-lookup';
import { useFilterWorkflows } from '../api/workflow-filter-options';
import { DateTimeField } from './DateTimeField';
import { DESCRIPTION_MAX, type PlannedValues, type WorkOrderCreateValues } from './work-order-form';
import { isNotOnDevice, optionsMessage } from '../../../offline/not-on-device';

const errorOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Planned start and end (the end not before the start) and the description: on the create and edit forms. */
export function PlannedFields<Values extends PlannedValues>({
  form,
  disabled,
}: {
  form: UseFormReturnType<Values>;
  disabled?: boolean;
}) {
  // The form's generic paths are the planned fields every Values carries.
  const f = form as unknown as UseFormReturnType<PlannedValues>;
  const values = f.getValues();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <DateTimeField
          label="Planned start"
          disabled={disabled}
          value={values.plannedStartTime}
          error={errorOf(f.errors.plannedStartTime)}
          onChange={(value) => {
            f.setFieldValue('plannedStartTime', value);
            if (values.plannedEndTime) f.validateField('plannedEndTime');
          }}
        />
        <DateTimeField
          label="Planned end"
          disabled={disabled}
          value={values.plannedEndTime}
          minDate={values.plannedStartTime ?? undefined}
          error={errorOf(f.errors.plannedEndTime)}
          onChange={(value) => f.setFieldValue('plannedEndTime', value)}
        />
      </SimpleGrid>
      <TextAreaField
        label="Description"
        maxLength={DESCRIPTION_MAX}
        disabled={disabled}
        {...f.getInputProps('description')}
      />
    </Stack>
  );
}

function WorkLocationField({ form }: { form: UseFormReturnType<WorkOrderCreateValues> }) {
  const values = form.getValues();
  const { lookup, setTerm } = useWorkLocationLookup(values.projectId, Boolean(values.projectId));
  return (
    <LookupSelect
      label="Work location"
      required
      requiredMessage="Work location is required"
      placeholder={values.projectId ? 'Search by identifier or name' : 'Choose a project first'}
      disabled={!values.projectId}
      value={values.workLocationId}
      lookup={lookup}
      onTermChange={setTerm}
      error={errorOf(form.errors.workLocationId)}
      onChange={(id) => form.setFieldValue('workLocationId', id)}
    />
  );
}

/** Project, work location, workflow, the optional vendor and crew, and the plan of a new work order. */
export function WorkOrderCreateFields({ form }: { form: UseFormReturnType<WorkOrderCreateValues> }) {
  const values = form.getValues();
  const scope = useVendorScope();
  const workflows = useFilterWorkflows();
  // A new order follows an active workflow; retired ones stay only for filtering old orders.
  const active = (workflows.data ?? []).filter((flow) => flow.isActive);
  const crewVendor = scope.vendorBound ? scope.vendorId : values.vendorId;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <ProjectSelect
          required
          requiredMessage="Project is required"
          value={values.projectId}
          error={errorOf(form.errors.projectId)}
          onChange={(id) => {
            if (id === values.projectId) return;
            form.setValues({ projectId: id, workLocationId: null });
          }}
        />
        <WorkLocationField form={form} />
        <SelectField
          label="Workflow"
          required
          requiredMessage="Workflow is required"
          searchable
          placeholder={
            isNotOnDevice(workflows)
              ? 'Workflows are not on this device yet'
              : workflows.isPending
                ? 'Loading workflows…'
                : 'Choose a workflow'
          }
          nothingFoundMessage={optionsMessage(workflows, 'No active workflow')}
          data={active.map((flow) => ({
            value: flow.id,
            label: `${flow.name} (version ${flow.publishedVersion})`,
          }))}
          {...form.getInputProps('workflowId')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <VendorSelect
          label="Vendor"
          description="Optional: with a crew, the order starts assigned"
          value={values.vendorId}
          error={errorOf(form.errors.vendorId)}
          onChange={(id) => {
            if (id !== values.vendorId) form.setValues({ vendorId: id, crewId: null });
          }}
        />
        <CrewSelect
          vendorId={crewVendor}
          label="Crew"
          description={scope.vendorBound ? 'Optional: with a crew, the order starts assigned' : undefined}
          placeholder={crewVendor ? 'Choose a crew' : 'Choose a vendor first'}
          disabled={!crewVendor}
          value={values.crewId}
          error={errorOf(form.errors.crewId)}
          onChange={(id) => form.setFieldValue('crewId', id)}
        />
      </SimpleGrid>
      <PlannedFields form={form} />
    </Stack>
  );
}
