import { ActionIcon, Anchor, Box, Button, Group, Loader, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AccessGroup } from '../../../domain/access-groups';
import { useAccessGroupLevel } from '../api/access-groups';
import { ACCESS_GROUPS_PATH } from './access-group-form';
import classes from './AccessGroupTree.module.css';

interface TreeProps {
  projectId: string;
  canCreate: boolean;
}

function createLink(projectId: string, parentId: string | null) {
  return `${ACCESS_GROUPS_PATH}/create?projectId=${projectId}${parentId ? `&parentId=${parentId}` : ''}`;
}

/** Arrow keys move between visible items, Right/Left open and close, as the tree pattern of WAI-ARIA says. */
function onTreeKey(event: KeyboardEvent<HTMLElement>) {
  const items = [...(event.currentTarget.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? [])];
  const current = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
  if (!current || (event.target as HTMLElement) !== current) return;
  const index = items.indexOf(current);
  const move = (next: HTMLElement | undefined) => {
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  if (event.key === 'ArrowDown') move(items[index + 1]);
  else if (event.key === 'ArrowUp') move(items[index - 1]);
  else if (event.key === 'Home') move(items[0]);
  else if (event.key === 'End') move(items.at(-1));
}

function TreeNode({ group, projectId, canCreate, level }: TreeProps & { group: AccessGroup; level: number }) {
  const [open, setOpen] = useState(false);
  const children = useAccessGroupLevel(projectId, group.id, open);
  const toggle = () => setOpen((value) => !value);
  function onKey(event: KeyboardEvent<HTMLLIElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLAnchorElement>('a')?.click();
      return;
    }
    if (!group.hasChildren) return;
    if ((event.key === 'ArrowRight' && !open) || (event.key === 'ArrowLeft' && open)) {
      event.preventDefault();
      toggle();
    }
  }
  return (
    <li
      role="treeitem"
      aria-level={level}
      aria-expanded={group.hasChildren ? open : undefined}
      aria-label={group.name}
      tabIndex={level === 1 ? 0 : -1}
      onKeyDown={onKey}
      className={classes.item}
    >
      <Group gap="xs" wrap="nowrap" className={classes.row} style={{ paddingInlineStart: (level - 1) * 20 }}>
        {group.hasChildren ? (
          <ActionIcon
            variant="subtle"
            size={44}
            aria-label={`${open ? 'Close' : 'Open'} ${group.name}`}
            onClick={toggle}
            tabIndex={-1}
          >
            {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
          </ActionIcon>
        ) : (
          <Box w={44} aria-hidden />
        )}
        <Anchor
          component={Link}
          to={`${ACCESS_GROUPS_PATH}/${group.id}`}
          fw={500}
          className={classes.name}
          tabIndex={-1}
        >
          {group.name}
        </Anchor>
        {canCreate ? (
          <ActionIcon
            component={Link}
            to={createLink(projectId, group.id)}
            variant="subtle"
            size={44}
            aria-label={`Add a group under ${group.name}`}
            tabIndex={-1}
          >
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
      {open ? (
        children.isLoading ? (
          <Loader
            size="sm"
            ml={(level + 1) * 20}
            my="xs"
            aria-label={`Loading the groups under ${group.name}`}
          />
        ) : (
          <ul role="group" className={classes.list}>
            {(children.data?.accessGroups ?? []).map((child) => (
              <TreeNode
                key={child.id}
                group={child}
                projectId={projectId}
                canCreate={canCreate}
                level={level + 1}
              />
            ))}
          </ul>
        )
      ) : null}
    </li>
  );
}

/** A project's access groups as a tree; each level is loaded when it is first opened. */
export function AccessGroupTree({ projectId, canCreate }: TreeProps) {
  const top = useAccessGroupLevel(projectId, null);
  if (top.isLoading) return <Loader size="sm" aria-label="Loading the access groups" />;
  const groups = top.data?.accessGroups ?? [];
  return (
    <Box className={classes.panel}>
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm" p="md">
          This project has no access groups yet.
        </Text>
      ) : (
        <ul role="tree" aria-label="Access groups" className={classes.list} onKeyDown={onTreeKey}>
          {groups.map((group) => (
            <TreeNode key={group.id} group={group} projectId={projectId} canCreate={canCreate} level={1} />
          ))}
        </ul>
      )}
      {canCreate ? (
        <Button
          component={Link}
          to={createLink(projectId, null)}
          variant="subtle"
          leftSection={<IconPlus size={18} aria-hidden />}
          m="xs"
        >
          Add a top-level group
        </Button>
      ) : null}
    </Box>
  );
}
