import { Group, MultiSelect, TextInput } from '@mantine/core';
import { DateField } from '../../../components/form/DateField';
import { TextAreaField, TextField } from '../../../components/form/TextFields';
import { crewLookupSource } from '../../../data/lookups/crew-lookup';
import { projectLookupSource } from '../../../data/lookups/project-lookup';
import { vendorLookupSource } from '../../../data/lookups/vendor-lookup';
import { REPORT_SQL_MAX, type ReportLookup } from '../../../domain/reports';
import { TEXT_MAX } from '../../../domain/validation';
import { APPROVAL_STATUSES, WORK_ORDER_STATUSES } from '../../../domain/workorders';
import { warehouseLookupSource } from '../api/lookup-options';
import { FieldValue } from './FieldValue';
import { definitionOf, type FilterRowDraft, type FilterRowErrors } from './filter-row';
import { ListValue } from './ListValue';
import { LookupMultiSelect } from './LookupMultiSelect';
import type { useRowFields } from './use-row-fields';
import classes from './FilterGrid.module.css';

interface FilterValueInputProps {
  row: FilterRowDraft;
  errors: FilterRowErrors;
  context: ReturnType<typeof useRowFields>;
  onChange: (row: FilterRowDraft) => void;
  disabled?: boolean;
}

const PAGED_SOURCES = {
  projects: projectLookupSource,
  vendors: vendorLookupSource,
  crews: crewLookupSource(undefined),
  warehouses: warehouseLookupSource,
} as const satisfies Partial<Record<ReportLookup, unknown>>;

const STATUS_DATA = WORK_ORDER_STATUSES.map((s) => ({ value: String(s.id), label: s.name }));
const APPROVAL_DATA = APPROVAL_STATUSES.map((s) => ({ value: String(s.id), label: s.name }));

/** The Value cell: the input that fits the type's value (dropdowns, days, statuses, text or SQL). */
export function FilterValueInput({ row, errors, context, onChange, disabled }: FilterValueInputProps) {
  const definition = definitionOf(row);
  if (!definition)
    return (
      <TextInput
        label="Value"
        labelProps={{ className: classes.cellLabel }}
        disabled
        placeholder="Choose a type first"
      />
    );
  const common = {
    label: 'Value',
    labelProps: { className: classes.cellLabel },
    error: errors.value,
    disabled,
  };
  const set = (patch: Partial<FilterRowDraft>) => onChange({ ...row, ...patch });
  switch (definition.value) {
    case 'lookup': {
      const lookup = definition.lookup;
      if (lookup && lookup in PAGED_SOURCES) {
        const source = PAGED_SOURCES[lookup as keyof typeof PAGED_SOURCES];
        return (
          <LookupMultiSelect
            {...common}
            source={source}
            value={row.ids}
            onChange={(ids) => set({ ids })}
            placeholder={row.ids.length === 0 ? 'Choose one or more' : undefined}
          />
        );
      }
      return <ListValue {...common} row={row} context={context} onChange={onChange} />;
    }
    case 'status':
    case 'approval':
      return (
        <MultiSelect
          {...common}
          data={definition.value === 'status' ? STATUS_DATA : APPROVAL_DATA}
          value={row.statuses.map(String)}
          onChange={(ids) => set({ statuses: ids.map(Number) })}
          placeholder={row.statuses.length === 0 ? 'Choose one or more' : undefined}
          hidePickedOptions={false}
        />
      );
    case 'dateRange':
      return (
        <Group gap="xs" grow wrap="nowrap" align="flex-start">
          <DateField
            label="From"
            value={row.from}
            onChange={(from) => set({ from })}
            error={errors.value}
            disabled={disabled}
            clearable
          />
          <DateField
            label="To"
            value={row.to}
            onChange={(to) => set({ to })}
            disabled={disabled}
            minDate={row.from ?? undefined}
            clearable
          />
        </Group>
      );
    case 'fieldValue':
      return <FieldValue {...common} row={row} field={context.field} set={set} />;
    case 'text':
      return (
        <TextField
          {...common}
          value={row.text}
          onChange={(e) => set({ text: e.currentTarget.value })}
          maxLength={TEXT_MAX}
        />
      );
    case 'sql':
      return (
        <TextAreaField
          {...common}
          value={row.text}
          onChange={(e) => set({ text: e.currentTarget.value })}
          maxLength={REPORT_SQL_MAX}
          minRows={3}
          spellCheck={false}
          classNames={{ input: classes.sql }}
          placeholder={
            definition.id === 18
              ? 'count(*) filter (where status = 4) as completed'
              : definition.id === 19
                ? "vendor_name = 'Acme'"
                : 'select id from reporting.work_orders where ...'
          }
        />
      );
  }
}
