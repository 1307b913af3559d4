import { Drawer, Group, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { IconCircleFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FileJob } from '../../../domain/file-jobs';
import { JobRowsCell, JobStatusBadge } from './JobCells';
import { formatJobTime, statusLook } from './job-display';
import { usePhoneScreen } from '../../../components/use-screen-matches';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

export interface JobDetailsDrawerProps {
  job: FileJob | null;
  onClose: () => void;
  /** The download button of the job's result, when it has one. */
  download: ReactNode;
}

/** One job: its file, counts, who and when, how it ended, and every status it went through, oldest first. */
export function JobDetailsDrawer({ job, onClose, download }: JobDetailsDrawerProps) {
  const phone = usePhoneScreen();
  return (
    <Drawer
      opened={job !== null}
      onClose={onClose}
      title={job?.fileName ?? ''}
      position="right"
      size={phone ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': 'Close the details', size: 44, iconSize: 20 }}
      styles={{ title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
    >
      {job ? (
        <Stack gap="md">
          <Group gap="sm" justify="space-between">
            <JobStatusBadge status={job.status} />
            {download}
          </Group>
          {job.message ? <Text size="sm">{job.message}</Text> : null}
          <SimpleGrid cols={2} spacing="sm">
            <Fact label="Rows">
              <JobRowsCell job={job} />
            </Fact>
            <Fact label="Rows in the file">{job.rowsTotal?.toLocaleString() ?? '—'}</Fact>
            <Fact label="By">{job.createdByName ?? '—'}</Fact>
            <Fact label="Started">{formatJobTime(job.createdAt)}</Fact>
            <Fact label="Finished">{formatJobTime(job.finishedAt)}</Fact>
          </SimpleGrid>
          <Text fw={600} size="sm" mt="xs">
            Status history
          </Text>
          {job.statusHistory.length === 0 ? (
            <Text size="sm" c="dimmed">
              No status change recorded yet.
            </Text>
          ) : (
            <Timeline
              active={job.statusHistory.length - 1}
              bulletSize={18}
              lineWidth={2}
              role="list"
              aria-label={`Status history of ${job.fileName}`}
            >
              {job.statusHistory.map((change, index) => {
                const look = statusLook(change.status);
                return (
                  <Timeline.Item
                    key={`${change.at}-${index}`}
                    role="listitem"
                    title={look.label}
                    color={look.colour}
                    bullet={<IconCircleFilled size={8} aria-hidden />}
                  >
                    <Text size="xs" c="dimmed">
                      {formatJobTime(change.at)}
                    </Text>
                    {change.message ? <Text size="sm">{change.message}</Text> : null}
                  </Timeline.Item>
                );
              })}
            </Timeline>
          )}
        </Stack>
      ) : null}
    </Drawer>
  );
}
