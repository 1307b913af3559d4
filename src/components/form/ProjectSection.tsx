import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Option } from '../../domain/paging';
import { ProjectSelect } from '../lookups/ProjectSelect';

interface ProjectSectionProps {
  value: string | null;
  /** The chosen project's name, when the form opens on one. */
  selectedOption: Option | null;
  /** A record stays in its project: editing shows it fixed. */
  disabled: boolean;
  description?: string;
  /** The form's error for the project; only a message (a string) is shown. */
  error: ReactNode;
  /** Another project: the form clears what belonged to the one before. */
  onChange: (id: string | null) => void;
  /** The fields that belong to the chosen project. */
  children: ReactNode;
}

/** The first section of a record kept per project: the project, then what of it the record holds. */
export function ProjectSection({ error, children, ...select }: ProjectSectionProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <ProjectSelect required {...select} error={typeof error === 'string' ? error : undefined} />
        {children}
      </Stack>
    </Paper>
  );
}
