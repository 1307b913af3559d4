import { Fieldset, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FilterDrawer } from '../../../components/FilterDrawer';
import { SelectField } from '../../../components/form/ChoiceFields';
import { DateField } from '../../../components/form/DateField';
import { AccessGroupPicker } from '../../../components/lookups/AccessGroupPicker';
import { CrewSelect } from '../../../components/lookups/CrewSelect';
import { useProjectOption } from '../../../data/lookups/project-lookup';
import { ProjectSelect } from '../../../components/lookups/ProjectSelect';
import { useTemplateElements, useTemplateOptions } from '../../../data/lookups/template-lookup';
import { useVendorScope } from '../../../data/lookups/vendor-scope';
import { VendorSelect } from '../../../components/lookups/VendorSelect';
import { FILTER_OPERATOR_LABELS, UI_FILTER_OPERATORS } from '../../../domain/element-values';
import { TEXT_MAX, clearLeadingSpace } from '../../../domain/validation';
import { APPROVAL_STATUSES, WORK_ORDER_STATUSES } from '../../../domain/workorders';
import { useFilterWorkflows } from '../api/workflow-filter-options';
import {
  DEFAULT_FILTER,
  isApprovalId,
  isStatusId,
  withOperator,
  withProject,
  withTemplateElement,
  withVendor,
  withWorkLocationTemplate,
  type WorkOrderFilter,
} from '../filter';

export interface WorkOrderFilterPanelProps {
  opened: boolean;
  onClose: () => void;
  /** The filter the list shows now; the panel edits a copy until Apply. */
  value: WorkOrderFilter;
  onApply: (next: WorkOrderFilter) => void;
}

const STATUS_DATA = WORK_ORDER_STATUSES.map((status) => ({ value: String(status.id), label: status.name }));
const APPROVAL_DATA = APPROVAL_STATUSES.map((status) => ({ value: String(status.id), label: status.name }));
const OPERATOR_DATA = UI_FILTER_OPERATORS.map((operator) => ({
  value: String(operator),
  label: FILTER_OPERATOR_LABELS[operator],
}));

function TemplateFields({ draft, set }: { draft: WorkOrderFilter; set: (next: WorkOrderFilter) => void }) {
  const templates = useTemplateOptions();
  const elements = useTemplateElements(draft.template.templateId);
  const { templateId, elementId, operator, value } = draft.template;
  return (
    <Fieldset
      legend="Work location field"
      variant="unstyled"
      p={0}
      styles={{ legend: { fontWeight: 600, marginBottom: 4 } }}
    >
      <Stack gap="sm">
        <SelectField
          label="Work location template"
          placeholder="Any template"
          clearable
          searchable
          data={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
          value={templateId}
          onChange={(id) => set(withWorkLocationTemplate(draft, id))}
        />
        <SelectField
          label="Field"
          placeholder={templateId ? 'Choose a field' : 'Choose a template first'}
          clearable
          searchable
          disabled={!templateId}
          data={(elements.data ?? []).map((element) => ({ value: element.id, label: element.elementName }))}
          value={elementId}
          onChange={(id) => set(withTemplateElement(draft, id))}
        />
        <SelectField
          label="Operator"
          placeholder={elementId ? 'Choose an operator' : 'Choose a field first'}
          clearable
          disabled={!elementId}
          data={OPERATOR_DATA}
          value={operator === null ? null : String(operator)}
          onChange={(next) => set(withOperator(draft, next ? Number(next) : null))}
        />
        <TextInput
          label="Value"
          disabled={!elementId}
          maxLength={TEXT_MAX}
          value={value}
          onChange={(event) =>
            set({
              ...draft,
              template: { ...draft.template, value: clearLeadingSpace(event.currentTarget.value) },
            })
          }
        />
      </Stack>
    </Fieldset>
  );
}

function PanelBody({ opened, onClose, value, onApply }: WorkOrderFilterPanelProps) {
  const [draft, set] = useState(value);
  const scope = useVendorScope();
  const project = useProjectOption(draft.projectId);
  const workflows = useFilterWorkflows(opened);
  // A vendor user's crews are their own vendor's; an organisation user sees every crew until a vendor is chosen.
  const crewVendor = scope.vendorBound ? scope.vendorId : (draft.vendorId ?? undefined);

  return (
    <FilterDrawer
      opened={opened}
      onClose={onClose}
      onApply={() => onApply(draft)}
      onReset={() => set(DEFAULT_FILTER)}
      resetLabel="Clear"
    >
      <MultiSelect
        label="Status"
        placeholder={draft.statuses.length === 0 ? 'Any status' : undefined}
        data={STATUS_DATA}
        value={draft.statuses.map(String)}
        onChange={(next) => set({ ...draft, statuses: next.map(Number).filter(isStatusId) })}
        clearable
        hidePickedOptions={false}
        comboboxProps={{ withinPortal: true }}
      />
      <ProjectSelect
        value={draft.projectId}
        selectedOption={project}
        placeholder="Any project"
        onChange={(id) => set(withProject(draft, id))}
      />
      <AccessGroupPicker
        projectId={draft.projectId}
        description="With the groups under it"
        value={draft.accessGroupId}
        onChange={(id) => set({ ...draft, accessGroupId: id })}
      />
      <VendorSelect
        value={draft.vendorId}
        placeholder="Any vendor"
        onChange={(id) => set(withVendor(draft, id))}
      />
      {scope.ready ? (
        <CrewSelect
          key={crewVendor ?? 'all'}
          vendorId={crewVendor}
          value={draft.crewId}
          placeholder="Any crew"
          onChange={(id) => set({ ...draft, crewId: id })}
        />
      ) : null}
      <SelectField
        label="Workflow"
        placeholder="Any workflow"
        clearable
        searchable
        data={(workflows.data ?? []).map((workflow) => ({ value: workflow.id, label: workflow.name }))}
        value={draft.workflowId}
        onChange={(id) => set({ ...draft, workflowId: id })}
      />
      <SelectField
        label="Approval status"
        placeholder="Any approval"
        clearable
        data={APPROVAL_DATA}
        value={draft.approvalStatus === null ? null : String(draft.approvalStatus)}
        onChange={(next) => {
          const id = next ? Number(next) : null;
          set({ ...draft, approvalStatus: id !== null && isApprovalId(id) ? id : null });
        }}
      />
      <DateField
        label="Start date"
        placeholder="Any date"
        clearable
        value={draft.startDate}
        maxDate={draft.endDate ?? undefined}
        onChange={(day) => set({ ...draft, startDate: day })}
      />
      <DateField
        label="End date"
        placeholder="Any date"
        clearable
        value={draft.endDate}
        minDate={draft.startDate ?? undefined}
        onChange={(day) => set({ ...draft, endDate: day })}
      />
      <TemplateFields draft={draft} set={set} />
    </FilterDrawer>
  );
}

/**
 * The work-order Filter side panel (SPEC sections 2 and 5): statuses, project and its access group, vendor
 * (organisation users only) and its crew, workflow, approval, dates and a work-location template field.
 * Each opening starts from the applied filter; Clear puts the defaults back, Apply sends them.
 */
export function WorkOrderFilterPanel(props: WorkOrderFilterPanelProps) {
  return <PanelBody key={props.opened ? 'open' : 'closed'} {...props} />;
}
