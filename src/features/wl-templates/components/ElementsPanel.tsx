import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirmDelete } from '../../../components/record/use-confirm-delete';
import { ELEMENT_TYPE_LABELS, type Element } from '../../../domain/work-location-templates';
import { useDeleteElement } from '../api/templates';
import { ElementModal } from './ElementModal';

interface ElementsPanelProps {
  templateId: string;
  elements: readonly Element[];
  canEdit: boolean;
}

/** The fields of a template, in order; each is added, changed or removed on its own. */
export function ElementsPanel({ templateId, elements, canEdit }: ElementsPanelProps) {
  const [editing, setEditing] = useState<Element | null | 'new'>(null);
  const confirmRemoval = useConfirmDelete(useDeleteElement(templateId));
  const ordered = [...elements].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.elementName.localeCompare(b.elementName),
  );
  const nextOrder = (ordered.at(-1)?.sortOrder ?? -10) + 10;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="template-fields">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="template-fields">
          Fields
        </Title>
        {canEdit ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            Add field
          </Button>
        ) : null}
      </Group>
      {ordered.length === 0 ? (
        <Text c="dimmed" size="sm">
          No fields yet. Locations of this template then carry only their identifier, name and address.
        </Text>
      ) : (
        <Stack gap={0} role="list" aria-label="Fields">
          {ordered.map((element) => (
            <Group
              key={element.id}
              role="listitem"
              justify="space-between"
              wrap="nowrap"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={600} size="sm">
                    {element.elementName}
                  </Text>
                  {element.isRequired ? (
                    <Badge size="sm" variant="light" color="red">
                      Required
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {`${element.code} · ${ELEMENT_TYPE_LABELS[element.elementType]}`}
                  {element.options.length > 0 ? ` · ${element.options.join(', ')}` : ''}
                </Text>
              </div>
              {canEdit ? (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Change">
                    <ActionIcon
                      variant="subtle"
                      size={44}
                      aria-label={`Change ${element.elementName}`}
                      onClick={() => setEditing(element)}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Remove">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size={44}
                      aria-label={`Remove ${element.elementName}`}
                      onClick={() =>
                        confirmRemoval(element.id, {
                          message: `The field "${element.elementName}" will be removed, with its value at every location of this template.`,
                          done: `The field "${element.elementName}" was removed.`,
                        })
                      }
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {editing ? (
        <ElementModal
          templateId={templateId}
          element={editing === 'new' ? null : editing}
          nextOrder={nextOrder}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Paper>
  );
}
