import { Paper, Switch, Text, Title, type SwitchProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  /** A line under the heading: what the section asks for, or when it may be left empty. */
  description?: ReactNode;
  children: ReactNode;
}

/** One bordered section of a record form, headed by its name. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb={description ? undefined : 'sm'}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}

/** A record's Active switch; `description` says what an inactive record is left out of. */
export function ActiveSwitch({ description, ...props }: SwitchProps & { description: string }) {
  return <Switch label="Active" description={description} size="md" {...props} />;
}
