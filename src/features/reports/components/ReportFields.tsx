import { MultiSelect, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SelectField } from '../../../components/form/ChoiceFields';
import { TextAreaField, TextField } from '../../../components/form/TextFields';
import {
  REPORT_CHARTS,
  REPORT_COLUMNS,
  REPORT_GROUP_BY,
  REPORT_SQL_MAX,
  type ReportKind,
} from '../../../domain/reports';
import { CHART_LABELS } from './chart-labels';
import { FilterGrid } from './FilterGrid';
import type { FilterRowDraft } from './filter-row';
import { reportFormErrors, type ReportFormValues } from './report-form';
import classes from './FilterGrid.module.css';

const CHART_CHOICES = REPORT_CHARTS.map((chart) => ({ value: chart, label: CHART_LABELS[chart] }));
const COLUMN_DATA = REPORT_COLUMNS.map((column) => ({ value: column.key, label: column.label }));
const GROUP_DATA = REPORT_GROUP_BY.map((group) => ({ value: group.key, label: group.label }));

interface ReportFieldsProps {
  form: UseFormReturnType<ReportFormValues>;
  readOnly: boolean;
  /** Only organisation reports can be shared with vendor users. */
  canShare: boolean;
}

/** The report's name, what it shows (columns or groups), its chart, and its filters or SQL. */
export function ReportFields({ form, readOnly, canShare }: ReportFieldsProps) {
  const { values } = form;
  const grouped = values.groupBy.length > 0;
  function setFilters(rows: FilterRowDraft[]) {
    form.setFieldValue('filters', rows);
    const stale = Object.keys(form.errors).filter((path) => path.startsWith('filters.'));
    if (stale.length === 0) return;
    // Once a row's errors are shown they follow its edits, so a fixed row stops complaining at once.
    const fresh = reportFormErrors({ ...values, filters: rows });
    const kept = Object.fromEntries(
      Object.entries(form.errors).filter(([path]) => !path.startsWith('filters.')),
    );
    const rowErrors = Object.fromEntries(
      Object.entries(fresh).filter(([path]) => path.startsWith('filters.')),
    );
    form.setErrors({ ...kept, ...rowErrors });
  }
  return (
    <Stack gap="md" className={classes.fields}>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextField label="Report name" required disabled={readOnly} {...form.getInputProps('name')} />
          <SelectField
            label="Chart"
            allowDeselect={false}
            data={CHART_CHOICES}
            disabled={readOnly}
            {...form.getInputProps('chart')}
          />
        </SimpleGrid>
        <Stack gap={4} mt="md">
          <Text size="sm" fw={500} id="report-kind-label">
            Built from
          </Text>
          <SegmentedControl
            aria-labelledby="report-kind-label"
            data={[
              { value: 'builder', label: 'Filters' },
              { value: 'sql', label: 'SQL query' },
            ]}
            value={values.kind}
            onChange={(kind) => form.setFieldValue('kind', kind as ReportKind)}
            disabled={readOnly}
            className={classes.kind}
          />
        </Stack>
        {canShare ? (
          <Switch
            mt="md"
            size="md"
            label="Shared with vendor users"
            description="Vendor users see shared reports and their own, each with only their own orders"
            disabled={readOnly}
            {...form.getInputProps('shared', { type: 'checkbox' })}
          />
        ) : null}
      </Paper>
      {values.kind === 'sql' ? (
        <Paper withBorder p="md" radius="md">
          <TextAreaField
            label="SQL"
            required
            description="One SELECT over the reporting views (see the API notes); it runs read-only, as you"
            maxLength={REPORT_SQL_MAX}
            minRows={6}
            spellCheck={false}
            classNames={{ input: classes.sql }}
            disabled={readOnly}
            {...form.getInputProps('sql')}
          />
        </Paper>
      ) : (
        <>
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <MultiSelect
                label="Group by"
                description="Up to two; each group is counted (charts draw the groups)"
                data={GROUP_DATA}
                maxValues={2}
                clearable
                hidePickedOptions
                disabled={readOnly}
                {...form.getInputProps('groupBy')}
              />
              {grouped ? null : (
                <MultiSelect
                  label="Columns"
                  description="What each work order's row shows"
                  data={COLUMN_DATA}
                  hidePickedOptions
                  disabled={readOnly}
                  {...form.getInputProps('columns')}
                />
              )}
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="report-filters-title">
            <Title order={2} size="h4" id="report-filters-title" mb="sm">
              Filters
            </Title>
            <FilterGrid
              rows={values.filters}
              errors={form.errors}
              onChange={setFilters}
              disabled={readOnly}
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
