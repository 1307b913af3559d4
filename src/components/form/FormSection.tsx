import { Group, Paper, Switch, Text, Title, type SwitchProps } from '@mantine/core';
import type { GetInputPropsOptions, GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  title: string;
  /** A line under the heading: what the section asks for, or when it may be left empty. */
  description?: ReactNode;
  /** Beside the heading: what acts on the whole section (move, add). */
  action?: ReactNode;
}

function SectionHeading({ title, description, action }: SectionHeadingProps) {
  const heading = (
    <Title order={2} size="h4" mb={description || action ? undefined : 'sm'}>
      {title}
    </Title>
  );
  return (
    <>
      {action ? (
        <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      {description ? (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      ) : null}
    </>
  );
}

/** One bordered section of a record form, headed by its name. */
export function FormSection({ children, ...heading }: SectionHeadingProps & { children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <SectionHeading {...heading} />
      {children}
    </Paper>
  );
}

/** One bordered part of a record's page, a region named by its title (for screen readers and tests). */
export function PageSection({ children, ...heading }: SectionHeadingProps & { children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={heading.title}>
      <SectionHeading {...heading} />
      {children}
    </Paper>
  );
}

/** A record's Active switch; `description` says what an inactive record is left out of. */
export function ActiveSwitch({ description, ...props }: SwitchProps & { description: string }) {
  return <Switch label="Active" description={description} size="md" {...props} />;
}

/** What a shared field needs of a record's form: the input props of a field by its path. */
export interface InputPropsForm {
  getInputProps: (path: string, options?: GetInputPropsOptions) => GetInputPropsReturnType;
}

/** The Active switch bound to the form's `isActive` field. */
export function FormActiveSwitch({
  form,
  ...props
}: Omit<SwitchProps, 'form'> & { description: string; form: InputPropsForm }) {
  return <ActiveSwitch {...props} {...form.getInputProps('isActive', { type: 'checkbox' })} />;
}
