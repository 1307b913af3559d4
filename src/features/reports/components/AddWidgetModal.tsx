import { SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { whenSaved } from '../../../components/record/when-saved';
import { showFormErrors } from '../../../components/form/form-errors';
import { ActionModal } from '../../../components/ActionModal';
import { dropdownRule, requiredRule } from '../../../components/form/rules';
import { TextField } from '../../../components/form/TextFields';
import { LookupSelect } from '../../../components/lookups/LookupSelect';
import { usePagedLookup } from '../../../data/lookups/use-paged-lookup';
import { WIDGET_KINDS, type WidgetKind } from '../../../domain/reports';
import { useAddWidget } from '../api/dashboard-writes';
import { reportLookupSource } from '../api/report-lookup';
import { WIDGET_KIND_LABELS } from './chart-labels';
import classes from './FilterGrid.module.css';

interface AddWidgetValues {
  reportId: string | null;
  title: string;
  kind: WidgetKind;
  wide: boolean;
}

/** Puts a report on the dashboard as a number, a chart or a table. */
export function AddWidgetModal({
  dashboardId,
  opened,
  onClose,
}: {
  dashboardId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const add = useAddWidget();
  const [term, setTerm] = useState('');
  const lookup = usePagedLookup(reportLookupSource, term, opened);
  const form = useForm<AddWidgetValues>({
    mode: 'controlled',
    initialValues: { reportId: null, title: '', kind: 'bar', wide: false },
    validate: { reportId: dropdownRule(), title: requiredRule('Title') },
  });

  function submit() {
    if (form.validate().hasErrors) return;
    const { reportId, title, kind, wide } = form.values;
    const body = {
      id: uuidv7(),
      dashboardId,
      reportId: reportId!,
      title: title.trim(),
      kind,
      span: wide ? 2 : 1,
    } as const;
    add.mutate(
      body,
      whenSaved({
        saved: () => `"${body.title}" was added to the dashboard.`,
        after: () => {
          form.reset();
          onClose();
        },
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <ActionModal
      opened={opened}
      onCancel={onClose}
      onSubmit={submit}
      title="Add a widget"
      submitLabel="Add widget"
      submitting={add.isPending}
    >
      <LookupSelect
        label="Report"
        placeholder="Choose a report"
        required
        lookup={lookup}
        onTermChange={setTerm}
        value={form.values.reportId}
        error={form.errors.reportId}
        onChange={(id, option) => {
          form.setFieldValue('reportId', id);
          if (option && !form.values.title) form.setFieldValue('title', option.name);
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <TextField label="Title" required {...form.getInputProps('title')} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="widget-kind-label">
          Show it as
        </Text>
        <SegmentedControl
          aria-labelledby="widget-kind-label"
          data={WIDGET_KINDS.map((kind) => ({ value: kind, label: WIDGET_KIND_LABELS[kind] }))}
          value={form.values.kind}
          onChange={(kind) => form.setFieldValue('kind', kind as WidgetKind)}
          orientation="vertical"
          fullWidth
          className={classes.choices}
        />
      </Stack>
      <Switch
        size="md"
        label="Twice as wide on large screens"
        {...form.getInputProps('wide', { type: 'checkbox' })}
      />
    </ActionModal>
  );
}
