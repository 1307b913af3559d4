import { MultiSelect, Stack } from '@mantine/core';
import { useProjectAccessGroups } from '../../../data/lookups/access-group-lookup';
import { useProjectOption } from '../../../data/lookups/project-lookup';
import { ProjectSelect } from '../../../components/lookups/ProjectSelect';
import { useTemplateOptions } from '../../../data/lookups/template-lookup';
import { useWorkflowActivities, useWorkflowOptions } from '../api/lookup-options';
import { definitionOf, withProject, type FilterRowDraft } from './filter-row';
import type { useRowFields } from './use-row-fields';

interface ListValueProps {
  row: FilterRowDraft;
  context: ReturnType<typeof useRowFields>;
  onChange: (row: FilterRowDraft) => void;
  label: string;
  labelProps: { className?: string };
  error?: string;
  disabled?: boolean;
}

type Choice = { value: string; label: string };

/** The options of a dropdown whose list is loaded whole (workflows, activities, tasks, templates). */
function useListChoices(row: FilterRowDraft, context: ListValueProps['context']): Choice[] {
  const lookup = definitionOf(row)?.lookup;
  const workflows = useWorkflowOptions(lookup === 'workflows');
  const activities = useWorkflowActivities(lookup === 'activities' ? row.subTypeId : null);
  const templates = useTemplateOptions();
  switch (lookup) {
    case 'workflows':
      return (workflows.data ?? []).map((w) => ({ value: w.id, label: w.name }));
    case 'activities':
      return (activities.data ?? []).map((a) => ({ value: a.id, label: a.name }));
    case 'tasks':
      return (context.activity?.tasks ?? []).map((t) => ({ value: t.id, label: t.name }));
    case 'templates':
      return (templates.data ?? []).map((t) => ({ value: t.id, label: t.name }));
    default:
      return [];
  }
}

/** Access groups belong to a project: the project first (not saved), then its groups (with sub-groups). */
function AccessGroupValue({
  row,
  onChange,
  label,
  labelProps,
  error,
  disabled,
}: Omit<ListValueProps, 'context'>) {
  const { choices } = useProjectAccessGroups(row.projectId);
  const project = useProjectOption(row.projectId);
  const known = new Set(choices.map((choice) => choice.id));
  const missing = row.ids
    .filter((id) => !known.has(id))
    .map((id) => ({ value: id, label: 'Chosen earlier' }));
  return (
    <Stack gap="xs">
      <ProjectSelect
        label="Project of the access groups"
        value={row.projectId}
        selectedOption={project}
        onChange={(id) => onChange(withProject(row, id))}
        disabled={disabled}
      />
      <MultiSelect
        label={label}
        labelProps={labelProps}
        data={[...choices.map((choice) => ({ value: choice.id, label: choice.path })), ...missing]}
        value={row.ids}
        onChange={(ids) => onChange({ ...row, ids })}
        placeholder={row.projectId ? 'Choose one or more' : 'Choose a project first'}
        disabled={disabled || (!row.projectId && row.ids.length === 0)}
        error={error}
        searchable
        hidePickedOptions={false}
      />
    </Stack>
  );
}

/** A multiple choice from a list loaded whole; an activity's or a task's list waits for its Sub Type. */
export function ListValue(props: ListValueProps) {
  const { row, context, onChange, ...common } = props;
  const choices = useListChoices(row, context);
  const definition = definitionOf(row);
  if (definition?.lookup === 'accessGroups') return <AccessGroupValue {...props} />;
  const waiting = definition?.subType !== 'none' && !row.subTypeId;
  const known = new Set(choices.map((choice) => choice.value));
  const missing = row.ids
    .filter((id) => !known.has(id))
    .map((id) => ({ value: id, label: 'Chosen earlier' }));
  return (
    <MultiSelect
      {...common}
      data={[...choices, ...missing]}
      value={row.ids}
      onChange={(ids) => onChange({ ...row, ids })}
      placeholder={
        waiting ? 'Choose the Sub Type first' : row.ids.length === 0 ? 'Choose one or more' : undefined
      }
      disabled={common.disabled || waiting}
      searchable
      hidePickedOptions={false}
    />
  );
}
