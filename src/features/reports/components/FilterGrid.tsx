import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBraces, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { REPORT_FILTERS_MAX } from '../../../domain/reports';
import { emptyFilterRow, type FilterRowDraft, type FilterRowErrors } from './filter-row';
import { FilterRowFields } from './FilterRowFields';
import { FiltersJsonModal } from './FiltersJsonModal';
import classes from './FilterGrid.module.css';

interface FilterGridProps {
  rows: FilterRowDraft[];
  /** Messages by `filters.<index>.<column>`, as the form holds them. */
  errors: Record<string, unknown>;
  onChange: (rows: FilterRowDraft[]) => void;
  disabled?: boolean;
}

function rowErrors(errors: Record<string, unknown>, index: number): FilterRowErrors {
  const of = (column: string) => {
    const message = errors[`filters.${index}.${column}`];
    return typeof message === 'string' ? message : undefined;
  };
  return { type: of('type'), subTypeId: of('subTypeId'), operator: of('operator'), value: of('value') };
}

/** The filter grid (SPEC section 3): Type, Sub Type, Operator, Value, Action; rows are combined with AND. */
export function FilterGrid({ rows, errors, onChange, disabled }: FilterGridProps) {
  const [json, setJson] = useState(false);
  return (
    <Stack gap="sm">
      {rows.length > 0 ? (
        <div className={classes.header} aria-hidden>
          <span>Type</span>
          <span>Sub Type</span>
          <span>Operator</span>
          <span>Value</span>
          <span>Action</span>
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          No filters: the report counts every work order you can see.
        </Text>
      )}
      {rows.map((row, index) => (
        <FilterRowFields
          key={row.key}
          row={row}
          index={index}
          errors={rowErrors(errors, index)}
          disabled={disabled}
          onChange={(next) => onChange(rows.map((r) => (r.key === row.key ? next : r)))}
          onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
        />
      ))}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => onChange([...rows, emptyFilterRow()])}
          disabled={disabled || rows.length >= REPORT_FILTERS_MAX}
        >
          Add filter
        </Button>
        <Button
          variant="default"
          leftSection={<IconBraces size={18} aria-hidden />}
          onClick={() => setJson(true)}
          disabled={disabled}
        >
          Filters as JSON
        </Button>
      </Group>
      {json ? (
        <FiltersJsonModal opened rows={rows} onClose={() => setJson(false)} onApply={onChange} />
      ) : null}
    </Stack>
  );
}
