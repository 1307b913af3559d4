import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import { HOME_PATH } from '../../navigation/paths';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { DataTable, type DataTableColumn } from '../../components/data-table/DataTable';
import { deleteColumn, NewRecordButton } from '../../components/record/list-parts';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import { TemplateSearch } from '../../components/TemplateSearch';
import type { z } from 'zod';
import type { templateSummarySchema } from '../../domain/work-location-templates';
import { useDeleteTemplate, useTemplates } from './api/templates';
import { TEMPLATES_PATH } from './components/template-form';
import { isNotOnDevice } from '../../offline/not-on-device';

type TemplateRow = z.infer<typeof templateSummarySchema>;

/** /wl-templates: the kinds of work location (transformer, feeder pillar...) and how many fields each has. */
export function TemplatesPage() {
  const navigate = useNavigate();
  const can = useCanMany(['workLocationTemplate.create', 'workLocationTemplate.delete'] as const);
  const [search, setSearch] = useState('');
  const list = useTemplates(search.trim());
  const confirmRemoval = useConfirmDelete(useDeleteTemplate());
  const rows = list.data ?? [];

  const columns: DataTableColumn<TemplateRow>[] = [
    { key: 'name', header: 'Template', primary: true, render: (row) => row.name },
    { key: 'code', header: 'Code', render: (row) => row.code ?? '—' },
    { key: 'fields', header: 'Fields', render: (row) => row.elementCount },
    { key: 'description', header: 'Description', render: (row) => row.description ?? '—' },
  ];
  if (can['workLocationTemplate.delete']) {
    columns.push(
      deleteColumn(
        (row) => row.name,
        (row) =>
          confirmRemoval(row.id, {
            message: `The template "${row.name}" will be deleted with its fields. A template that work locations use cannot be deleted.`,
            done: `The template "${row.name}" was deleted.`,
          }),
      ),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Work location templates"
        subLine="The fields each kind of work location carries."
        actions={
          can['workLocationTemplate.create'] ? (
            <NewRecordButton to={`${TEMPLATES_PATH}/create`}>New template</NewRecordButton>
          ) : null
        }
      />
      <TemplateSearch value={search} onChange={setSearch} maw={{ sm: 360 }} />
      <DataTable
        label="Work location templates"
        columns={columns}
        rows={list.data}
        rowKey={(row) => row.id}
        total={rows.length}
        pagination={{ page: 1, pageSize: Math.max(rows.length, 10) }}
        onPaginationChange={() => undefined}
        loading={list.isFetching}
        notOnDevice={isNotOnDevice(list)}
        emptyText={search ? 'No template matches the search' : 'No templates yet'}
        onRowClick={(row) => void navigate(`${TEMPLATES_PATH}/${row.id}`)}
      />
    </Stack>
  );
}
