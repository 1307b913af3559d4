import { Box, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useImageSrc } from '../../../data/images';
import type { WorkOrderDetail } from '../../../domain/workorders';
import { formatDateTime } from './work-order-form';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </Box>
  );
}

function span(start: string | null, end: string | null): string {
  if (!start && !end) return 'Not set';
  return `${formatDateTime(start)} → ${formatDateTime(end)}`;
}

function ApprovalSignature({ url }: { url: string }) {
  const src = useImageSrc(url);
  return src ? (
    <Image
      src={src}
      alt="Approver signature"
      h={70}
      w="auto"
      fit="contain"
      bg="white"
      radius="sm"
      bd="1px solid var(--mantine-color-default-border)"
    />
  ) : null;
}

/** Where, what and who of the order, its plan and what actually happened, and the approval decision. */
export function WorkOrderSummary({ order }: { order: WorkOrderDetail }) {
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        <Fact
          label="Location"
          testId="order-location"
        >{`${order.locationIdentifier} · ${order.workLocationName}`}</Fact>
        <Fact label="Project">{order.projectName}</Fact>
        <Fact label="Access group">{order.accessGroupName ?? 'None'}</Fact>
        <Fact label="Workflow">{`${order.workflowName} (version ${order.publishedVersion})`}</Fact>
        <Fact label="Vendor" testId="order-vendor">
          {order.vendorName ?? 'Not assigned'}
        </Fact>
        <Fact label="Crew" testId="order-crew">
          {order.crewName ?? 'Not assigned'}
        </Fact>
        <Fact label="Planned">{span(order.plannedStartTime, order.plannedEndTime)}</Fact>
        <Fact label="Actual">{span(order.actualStartTime, order.actualEndTime)}</Fact>
        <Fact label="Created">{formatDateTime(order.createdAt)}</Fact>
      </SimpleGrid>
      {order.description ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {order.description}
        </Text>
      ) : null}
      {order.approvedAt || order.approvalRemarks || order.approvalSignatureUrl ? (
        <Stack gap={4} aria-label="Approval decision" role="group">
          <Text size="sm" fw={600}>
            {`${order.approvalStatusName ?? 'Decision'}${order.approvedByName ? ` by ${order.approvedByName}` : ''}${order.approvedAt ? `, ${formatDateTime(order.approvedAt)}` : ''}`}
          </Text>
          {order.approvalRemarks ? (
            <Text size="sm" c="dimmed">
              “{order.approvalRemarks}”
            </Text>
          ) : null}
          {order.approvalSignatureUrl ? <ApprovalSignature url={order.approvalSignatureUrl} /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
