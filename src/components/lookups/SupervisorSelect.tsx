import { useEffect, useEffectEvent } from 'react';
import { showErrorToast } from '../error-toast';
import type { Option } from '../../domain/paging';
import { DropdownField, type DropdownFieldProps } from '../form/ChoiceFields';
import type { VendorFilter } from '../../data/lookups/lookup-keys';
import { useSupervisors, type SupervisorOption } from '../../data/lookups/supervisor-lookup';
import { optionsMessage } from '../../offline/not-on-device';

export interface SupervisorSelectProps extends Omit<
  DropdownFieldProps,
  'data' | 'value' | 'onChange' | 'label'
> {
  /** Supervisors of this vendor (null: the organisation's own staff); a mobile user reports within it. */
  vendorId: VendorFilter;
  value: string | null;
  onChange: (id: string | null) => void;
  /** The saved supervisor, shown by name even if they are no longer active. */
  selectedOption?: Option | null;
  label?: string;
}

function optionLabel(supervisor: Pick<SupervisorOption, 'name' | 'employeeCode'>): string {
  return supervisor.employeeCode ? `${supervisor.name} (${supervisor.employeeCode})` : supervisor.name;
}

/** "Reports to": the active supervisors of Workforce/GetSupervisor, searched as the user types. */
export function SupervisorSelect({
  vendorId,
  value,
  onChange,
  selectedOption,
  label = 'Reports to',
  placeholder = 'Choose a supervisor',
  ...props
}: SupervisorSelectProps) {
  const supervisors = useSupervisors(vendorId);
  const { error, errorUpdatedAt } = supervisors;
  const reportFailure = useEffectEvent((failed: Error) => showErrorToast(failed));
  useEffect(() => {
    if (error) reportFailure(error);
  }, [error, errorUpdatedAt]);

  const data = (supervisors.data ?? []).map((supervisor) => ({
    value: supervisor.id,
    label: optionLabel(supervisor),
  }));
  if (selectedOption && selectedOption.id === value && !data.some((item) => item.value === value)) {
    data.push({ value: selectedOption.id, label: selectedOption.name });
  }
  return (
    <DropdownField
      nothingFoundMessage={
        supervisors.isLoading ? 'Loading…' : optionsMessage(supervisors, 'No supervisor found')
      }
      {...props}
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={(id) => onChange(id)}
    />
  );
}
