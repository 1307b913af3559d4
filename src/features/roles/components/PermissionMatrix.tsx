import { Accordion, Badge, Group, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { PermissionGroup } from '../api/roles';
import { MatrixCards } from './MatrixCards';
import { MatrixTable } from './MatrixTable';
import { checkState, groupKeys, toggleAll, type MatrixControls } from './permission-matrix';
import { usePhoneScreen } from '../../../components/use-screen-matches';

export interface PermissionMatrixProps {
  groups: readonly PermissionGroup[];
  /** The granted permission keys. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Whether the editor may grant a key: nobody hands out a permission they do not hold. */
  canGrant: (key: string) => boolean;
  readOnly?: boolean;
}

/**
 * The permission matrix: one collapsible section per permission group, each a table of areas (rows) by
 * view/create/update/delete and the area's other actions, with "all" boxes per row and per column.
 */
export const PermissionMatrix = memo(function PermissionMatrix({
  groups,
  value,
  onChange,
  canGrant,
  readOnly = false,
}: PermissionMatrixProps) {
  const asCards = usePhoneScreen();
  const selected = useMemo(() => new Set(value), [value]);
  const known = useMemo(() => new Set(groups.flatMap(groupKeys)), [groups]);

  // A granted key the editor does not hold may still be taken away; an ungranted one may not be given.
  const editable = (key: string) => !readOnly && (selected.has(key) || canGrant(key));
  const controls: MatrixControls = {
    state: (keys) => checkState(selected, keys),
    locked: (keys) => !keys.some(editable),
    toggle: (keys) => onChange([...toggleAll(selected, keys, { editable, known })].sort()),
  };

  return (
    <Accordion multiple defaultValue={groups.map((group) => String(group.id))} variant="separated">
      {groups.map((group) => {
        const keys = groupKeys(group);
        const granted = keys.filter((key) => selected.has(key)).length;
        return (
          <Accordion.Item key={group.id} value={String(group.id)}>
            <Accordion.Control>
              <Group gap="sm" wrap="wrap">
                <Text fw={600}>{group.name}</Text>
                <Badge variant={granted > 0 ? 'light' : 'outline'} color={granted > 0 ? 'teal' : 'gray'}>
                  {`${granted} of ${keys.length}`}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {asCards ? (
                <MatrixCards group={group} controls={controls} />
              ) : (
                <MatrixTable group={group} controls={controls} />
              )}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
});
