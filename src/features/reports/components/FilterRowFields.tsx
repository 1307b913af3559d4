import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { SelectField } from '../../../components/form/ChoiceFields';
import { FILTER_OPERATOR_LABELS, type FilterOperator } from '../../../domain/element-values';
import { REPORT_FILTER_DEFINITIONS, type ReportFilterType } from '../../../domain/reports';
import { FilterSubType } from './FilterSubType';
import { FilterValueInput } from './FilterValueInput';
import {
  definitionOf,
  operatorsFor,
  withType,
  type FilterRowDraft,
  type FilterRowErrors,
} from './filter-row';
import { useRowFields } from './use-row-fields';
import classes from './FilterGrid.module.css';

const TYPE_DATA = REPORT_FILTER_DEFINITIONS.map((d) => ({ value: String(d.id), label: d.label }));

interface FilterRowFieldsProps {
  row: FilterRowDraft;
  index: number;
  errors: FilterRowErrors;
  onChange: (row: FilterRowDraft) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** One row of the filter grid: Type, Sub Type (when the type needs one), Operator, Value, and Remove. */
export function FilterRowFields({ row, index, errors, onChange, onRemove, disabled }: FilterRowFieldsProps) {
  const context = useRowFields(row);
  const definition = definitionOf(row);
  const operators = operatorsFor(row, context.field?.valueType ?? null);
  const labelProps = { className: classes.cellLabel };
  return (
    <div className={classes.row} role="group" aria-label={`Filter ${index + 1}`} data-testid="filter-row">
      <SelectField
        label="Type"
        labelProps={labelProps}
        placeholder="Choose a type"
        searchable
        allowDeselect={false}
        data={TYPE_DATA}
        value={row.type === null ? null : String(row.type)}
        onChange={(id) => onChange(withType(row, id ? (Number(id) as ReportFilterType) : null))}
        error={errors.type}
        disabled={disabled}
        required
      />
      <FilterSubType row={row} errors={errors} context={context} onChange={onChange} disabled={disabled} />
      <SelectField
        label="Operator"
        labelProps={labelProps}
        placeholder={definition ? 'Choose' : 'Choose a type first'}
        allowDeselect={false}
        data={operators.map((op) => ({ value: String(op), label: FILTER_OPERATOR_LABELS[op] }))}
        value={row.operator === null ? null : String(row.operator)}
        onChange={(op) => onChange({ ...row, operator: op ? (Number(op) as FilterOperator) : null })}
        error={errors.operator}
        disabled={disabled || operators.length === 0}
        required
      />
      <div className={classes.value}>
        <FilterValueInput
          row={row}
          errors={errors}
          context={context}
          onChange={onChange}
          disabled={disabled}
        />
      </div>
      <div className={classes.action}>
        <Tooltip label="Remove this filter">
          <ActionIcon
            variant="subtle"
            color="red"
            size={44}
            aria-label={`Remove filter ${index + 1}`}
            onClick={onRemove}
            disabled={disabled}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </div>
      {definition ? (
        <Text size="xs" c="dimmed" className={classes.help}>
          {definition.help}
        </Text>
      ) : null}
    </div>
  );
}
