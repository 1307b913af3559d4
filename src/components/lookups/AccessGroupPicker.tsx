import { MultiSelect } from '@mantine/core';
import { DropdownField } from '../form/ChoiceFields';
import { useProjectAccessGroups } from '../../data/lookups/access-group-lookup';

interface PickerBase {
  projectId: string | null;
  label?: string;
  description?: string;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
}

/**
 * One access group of a project, each named by its path from the top ("Circle › Division"). Hidden while no project is chosen and when the
 * chosen project has no access groups (SPEC section 2); a new project loads its own groups.
 */
export function AccessGroupPicker({
  projectId,
  value,
  onChange,
  label = 'Access group',
  description,
  error,
  disabled,
  required,
}: PickerBase & { value: string | null; onChange: (id: string | null) => void }) {
  const { choices, loaded } = useProjectAccessGroups(projectId);
  if (!projectId || (loaded && choices.length === 0)) return null;
  return (
    <DropdownField
      label={label}
      description={description}
      placeholder="Choose an access group"
      data={choices.map((choice) => ({ value: choice.id, label: choice.path }))}
      value={value}
      onChange={(next) => onChange(next)}
      error={error}
      disabled={disabled}
      required={required}
    />
  );
}

/** Several access groups of a project (grants): the same tree, each chosen group with its descendants. */
export function AccessGroupMultiPicker({
  projectId,
  value,
  onChange,
  label = 'Access groups',
  description,
  error,
  disabled,
  required,
}: PickerBase & { value: string[]; onChange: (ids: string[]) => void }) {
  const { choices, loaded } = useProjectAccessGroups(projectId);
  if (!projectId || (loaded && choices.length === 0)) return null;
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length === 0 ? 'Choose access groups' : undefined}
      data={choices.map((choice) => ({ value: choice.id, label: choice.path }))}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      withAsterisk={required}
      searchable
      clearable
      hidePickedOptions={false}
      nothingFoundMessage="Nothing found"
    />
  );
}
