import { Anchor, Box, Breadcrumbs, Group, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { WaitingMark } from './WaitingMark';

export interface Crumb {
  label: string;
  to: string;
}

export interface BreadcrumbBarProps {
  /** The list or area the page belongs to. */
  parent: Crumb;
  /** A page between the parent and this one (e.g. the vendor whose access groups these are). */
  middle?: Crumb;
  /** This page; also its heading. */
  current: string;
  /** A line under the heading: a code, a status, a short explanation. */
  subLine?: ReactNode;
  /** Page actions shown at the right (create, export...). */
  actions?: ReactNode;
  /** The record the page shows: marked "Waiting to send" beside the heading while a write of it waits. */
  recordId?: string;
}

/** The top bar of every screen: parent > optional middle > current page, with an optional sub line. */
export function BreadcrumbBar({ parent, middle, current, subLine, actions, recordId }: BreadcrumbBarProps) {
  const trail = middle ? [parent, middle] : [parent];
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md" wrap="wrap">
      {/* A name without spaces (a code, a formula-like import value) wraps instead of widening the page. */}
      <Box miw={0} maw="100%" style={{ overflowWrap: 'anywhere' }}>
        <Breadcrumbs
          component="nav"
          aria-label="Breadcrumb"
          separator={<IconChevronRight size={14} aria-hidden />}
          separatorMargin={4}
          styles={{
            root: { flexWrap: 'wrap', maxWidth: '100%' },
            breadcrumb: { minWidth: 0, maxWidth: '100%', whiteSpace: 'normal', overflowWrap: 'anywhere' },
          }}
        >
          {trail.map((crumb) => (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm" py={6}>
              {crumb.label}
            </Anchor>
          ))}
          <Text size="sm" c="dimmed" aria-current="page">
            {current}
          </Text>
        </Breadcrumbs>
        <Group gap="xs" mt={2} wrap="wrap">
          <Title order={1} size="h3">
            {current}
          </Title>
          <WaitingMark id={recordId} />
        </Group>
        {subLine ? (
          <Text size="sm" c="dimmed" mt={2}>
            {subLine}
          </Text>
        ) : null}
      </Box>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
