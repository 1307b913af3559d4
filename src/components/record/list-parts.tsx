import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DataTableColumn } from '../data-table/DataTable';

/** The "New …" button of a list page's header. */
export function NewRecordButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={18} aria-hidden />}>
      {children}
    </Button>
  );
}

/** The Actions column of a list whose rows can be deleted; the row's own click still opens it. */
export function deleteColumn<Row>(
  nameOf: (row: Row) => string,
  onDelete: (row: Row) => void,
): DataTableColumn<Row> {
  return {
    key: 'actions',
    header: 'Actions',
    width: 90,
    render: (row) => <DeleteRowButton name={nameOf(row)} onDelete={() => onDelete(row)} />,
  };
}

interface DeleteRowButtonProps {
  /** What the row is, for the button's label: "Delete <name>". */
  name: string;
  onDelete: () => void;
  /** 44 px, the touch target; a few older lists keep Mantine's `lg`. */
  size?: number | 'lg';
}

/** The red bin of a list row; the click does not reach the row, whose own click opens it. */
export function DeleteRowButton({ name, onDelete, size = 44 }: DeleteRowButtonProps) {
  return (
    <Tooltip label="Delete">
      <ActionIcon
        variant="subtle"
        color="red"
        size={size}
        aria-label={`Delete ${name}`}
        onClick={(event) => {
          event.stopPropagation();
          onDelete();
        }}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** A link from a record's page to what hangs off it (its access groups, its users). */
export function RelatedLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="default">
      {children}
    </Button>
  );
}

/** A record's name in bold, marked Inactive when it is. */
export function ActiveName({ name, isActive }: { name: string; isActive: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={600} size="sm">
        {name}
      </Text>
      {isActive ? null : (
        <Badge color="gray" variant="light" size="sm">
          Inactive
        </Badge>
      )}
    </Group>
  );
}

interface RecordNameCellProps {
  name: string;
  isActive: boolean;
  /** A dimmed line under the name (its code), when there is one. */
  detail?: string | null;
}

/** A list row's name in bold, marked Inactive when it is, over its code or another short detail. */
export function RecordNameCell({ name, isActive, detail }: RecordNameCellProps) {
  return (
    <div>
      <ActiveName name={name} isActive={isActive} />
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </div>
  );
}

/** What a row holds (the groups of a grant or an assignment), named in badges. */
export function NameBadges({ items }: { items: readonly { id: string; name: string }[] }) {
  return (
    <Group gap={4}>
      {items.map((item) => (
        <Badge key={item.id} variant="light" tt="none">
          {item.name}
        </Badge>
      ))}
    </Group>
  );
}

/** A list row's identifier in bold over its name, dimmed (a work location). */
export function IdentifierCell({ identifier, name }: { identifier: string; name: string }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {identifier}
      </Text>
      <Text size="xs" c="dimmed">
        {name}
      </Text>
    </div>
  );
}

/** The first column of a list kept per project (grants, group assignments): the project's name in bold. */
export function projectColumn<Row extends { projectName: string }>(): DataTableColumn<Row> {
  return {
    key: 'project',
    header: 'Project',
    primary: true,
    render: (row) => (
      <Text fw={600} size="sm">
        {row.projectName}
      </Text>
    ),
  };
}
