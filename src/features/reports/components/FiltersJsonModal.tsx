import { z } from 'zod';
import { useState } from 'react';
import { ActionModal } from '../../../components/ActionModal';
import { firstError, jsonRule, requiredRule } from '../../../components/form/rules';
import { TextAreaField } from '../../../components/form/TextFields';
import { REPORT_FILTERS_MAX, reportFilterSchema } from '../../../domain/reports';
import { filterRowErrors, toFilterInput, type FilterRowDraft } from './filter-row';
import { filterRowOf } from './report-form';
import classes from './FilterGrid.module.css';

const JSON_MAX = 50_000;
const filtersSchema = z.array(reportFilterSchema).max(REPORT_FILTERS_MAX);
const textRule = firstError(requiredRule('Filters'), jsonRule());
const COLUMN_LABELS: Record<string, string> = {
  type: 'Type',
  subTypeId: 'Sub Type',
  operator: 'Operator',
  value: 'Value',
};

/** The complete rows as JSON, two spaces deep: what another report's filter grid can take as it is. */
export function filtersJson(rows: readonly FilterRowDraft[]): string {
  const complete = rows.filter((row) => Object.keys(filterRowErrors(row)).length === 0);
  return JSON.stringify(complete.map(toFilterInput), null, 2);
}

/** What is wrong with pasted filters, or the rows they make. */
export function parseFiltersJson(text: string): { error: string } | { rows: FilterRowDraft[] } {
  const invalid = textRule(text);
  if (invalid) return { error: invalid };
  const parsed = filtersSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [index, column] = issue.path;
    const label = COLUMN_LABELS[String(column)] ?? '';
    const message = !label || issue.message.startsWith(label) ? issue.message : `${label} ${issue.message}`;
    return { error: typeof index === 'number' ? `Filter ${index + 1}: ${message}` : message };
  }
  return { rows: parsed.data.map(filterRowOf) };
}

interface FiltersJsonModalProps {
  opened: boolean;
  rows: readonly FilterRowDraft[];
  onClose: () => void;
  onApply: (rows: FilterRowDraft[]) => void;
}

/** The filter grid as JSON, to copy into another report or to paste one in; checked before it is used. */
export function FiltersJsonModal({ opened, rows, onClose, onApply }: FiltersJsonModalProps) {
  const [text, setText] = useState(() => filtersJson(rows));
  const [error, setError] = useState<string | null>(null);
  function apply() {
    const outcome = parseFiltersJson(text);
    if ('error' in outcome) return setError(outcome.error);
    onApply(outcome.rows);
    onClose();
  }
  return (
    <ActionModal
      opened={opened}
      onCancel={onClose}
      onSubmit={apply}
      title="Filters as JSON"
      submitLabel="Use these filters"
      size="lg"
    >
      <TextAreaField
        label="Filters"
        description="Copy them into another report, or paste filters copied from one"
        required
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        maxLength={JSON_MAX}
        minRows={10}
        maxRows={20}
        spellCheck={false}
        classNames={{ input: classes.sql }}
        data-autofocus
      />
    </ActionModal>
  );
}
