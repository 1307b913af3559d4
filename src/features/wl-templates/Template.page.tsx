import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTemplateOff } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { templateSchema, type Template } from '../../domain/work-location-templates';
import { useDeleteTemplate, useTemplate, useUpdateTemplate } from './api/templates';
import { ElementsPanel } from './components/ElementsPanel';
import {
  templatePayload,
  templateRules,
  TEMPLATES_PATH,
  templateValuesOf,
  type TemplateFormValues,
} from './components/template-form';
import { TemplateForm } from './components/TemplateForm';

function TemplateEditor({ template }: { template: Template }) {
  const navigate = useNavigate();
  const can = useCanMany(['workLocationTemplate.update', 'workLocationTemplate.delete'] as const);
  const update = useUpdateTemplate();
  const remove = useDeleteTemplate();
  const form = useForm<TemplateFormValues>({
    mode: 'controlled',
    initialValues: templateValuesOf(template),
    validate: templateRules,
  });
  const { base, conflict, failed, reload } = useRecordEditor({
    record: template,
    form,
    valuesOf: templateValuesOf,
    schema: templateSchema,
  });

  function submit(values: TemplateFormValues) {
    update.mutate(
      { id: base.id, body: { ...templatePayload(values), version: base.version } },
      whenSaved({
        saved: (data) => `The template "${data}" was saved.`,
        refused: failed,
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Work location templates', to: TEMPLATES_PATH }}
        current={base.name}
        recordId={base.id}
        subLine={`${template.workLocationTemplateElements.length} fields`}
        actions={
          can['workLocationTemplate.delete'] ? (
            <DeleteRecordButton
              id={base.id}
              remove={remove}
              message={`The template "${base.name}" will be deleted with its fields. A template that work locations use cannot be deleted.`}
              done={`The template "${base.name}" was deleted.`}
              leaveTo={TEMPLATES_PATH}
            />
          ) : null
        }
      />
      <TemplateForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(TEMPLATES_PATH)}
        submitLabel="Save template"
        submitting={update.isPending}
        readOnly={!can['workLocationTemplate.update']}
        notice={conflict ? <ConflictAlert subject="this template" onReload={reload} /> : null}
      />
      <ElementsPanel
        templateId={base.id}
        elements={template.workLocationTemplateElements}
        canEdit={can['workLocationTemplate.update']}
      />
    </Stack>
  );
}

/** /wl-templates/:id: the template editor, its details and its fields. */
export function TemplatePage() {
  const { id = '' } = useParams();
  const { query, record } = useTemplate(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="template"
      icon={IconTemplateOff}
      back={{ to: TEMPLATES_PATH, label: 'templates' }}
    >
      {(template) => <TemplateEditor key={id} template={template} />}
    </RecordGate>
  );
}
