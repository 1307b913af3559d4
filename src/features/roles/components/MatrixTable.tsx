import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { PermissionGroup } from '../api/roles';
import { MatrixCheckbox, PermissionCheckbox } from './MatrixCheckbox';
import {
  actionLabel,
  areaKeys,
  columnKeys,
  CRUD_COLUMNS,
  crudKey,
  extraPermissions,
  HEADER_OFFSET,
  type MatrixControls,
} from './permission-matrix';
import classes from './PermissionMatrix.module.css';

interface MatrixTableProps {
  group: PermissionGroup;
  controls: MatrixControls;
}

interface ColumnHeadProps extends MatrixTableProps {
  title: string;
  keys: string[];
  align?: 'center' | 'start';
}

function ColumnHead({ title, keys, group, controls, align = 'center' }: ColumnHeadProps) {
  return (
    <div className={classes.columnHead} data-align={align}>
      <Text size="xs" fw={700} tt="uppercase">
        {title}
      </Text>
      <MatrixCheckbox
        label={`${title}: every area in ${group.name}`}
        state={controls.state(keys)}
        disabled={keys.length === 0 || controls.locked(keys)}
        onToggle={() => controls.toggle(keys)}
      />
    </div>
  );
}

/** Tablet and desktop: areas as rows, view/create/update/delete as columns, other actions beside them. */
export function MatrixTable({ group, controls }: MatrixTableProps) {
  const extraKeys = columnKeys(group.areas, 'extra');
  return (
    <Table stickyHeader stickyHeaderOffset={HEADER_OFFSET} verticalSpacing={2} horizontalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="22%">
            <Text size="xs" fw={700} tt="uppercase">
              Area
            </Text>
            <Text size="xs" c="dimmed" mt={14}>
              Whole column
            </Text>
          </Table.Th>
          <Table.Th w={60} ta="center">
            <ColumnHead title="All" keys={group.areas.flatMap(areaKeys)} group={group} controls={controls} />
          </Table.Th>
          {CRUD_COLUMNS.map((action) => (
            <Table.Th key={action} w={64} ta="center">
              <ColumnHead
                title={actionLabel(action)}
                keys={columnKeys(group.areas, action)}
                group={group}
                controls={controls}
              />
            </Table.Th>
          ))}
          <Table.Th>
            {extraKeys.length > 0 ? (
              <ColumnHead
                title="Other actions"
                keys={extraKeys}
                group={group}
                controls={controls}
                align="start"
              />
            ) : (
              <Text size="xs" fw={700} tt="uppercase">
                Other actions
              </Text>
            )}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {group.areas.map((area) => (
          <Table.Tr key={area.area}>
            <Table.Th scope="row" className={classes.areaCell}>
              {area.label}
            </Table.Th>
            <Table.Td ta="center">
              <MatrixCheckbox
                label={`All ${area.label} permissions`}
                state={controls.state(areaKeys(area))}
                disabled={controls.locked(areaKeys(area))}
                onToggle={() => controls.toggle(areaKeys(area))}
              />
            </Table.Td>
            {CRUD_COLUMNS.map((action) => {
              const key = crudKey(area, action);
              return (
                <Table.Td key={action} ta="center">
                  {key ? (
                    <MatrixCheckbox
                      label={`${area.label}: ${actionLabel(action)}`}
                      state={controls.state([key])}
                      disabled={controls.locked([key])}
                      onToggle={() => controls.toggle([key])}
                    />
                  ) : (
                    <Text c="dimmed" size="sm">
                      <span aria-hidden>–</span>
                      <VisuallyHidden>{`${area.label} has no ${action} permission`}</VisuallyHidden>
                    </Text>
                  )}
                </Table.Td>
              );
            })}
            <Table.Td>
              <div className={classes.extras}>
                {extraPermissions(area).map((permission) => (
                  <PermissionCheckbox
                    key={permission.key}
                    area={area}
                    permission={permission}
                    controls={controls}
                  />
                ))}
              </div>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
