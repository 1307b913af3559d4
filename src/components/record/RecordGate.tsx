import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorText } from '../../api/errors';
import { isNotOnDevice, type QueryPresence } from '../../offline/not-on-device';
import { CenteredLoader, NotOnDeviceMessage, PageMessage } from '../PageState';

interface RecordGateProps<Record> {
  query: Pick<UseQueryResult<unknown>, 'isError' | 'error'> & QueryPresence;
  record: Record | undefined;
  /** What the record is, in lower case: "vendor", "work location". */
  noun: string;
  icon: Icon;
  /** The list to go back to, and its name in the plural: "vendors". */
  back: { to: string; label: string };
  children: (record: Record) => ReactNode;
}

/**
 * A detail page before its record is there: a loader, "not on this device" (offline, never loaded here),
 * "not found" (404), or why it could not be loaded.
 */
export function RecordGate<Record>({ query, record, noun, icon, back, children }: RecordGateProps<Record>) {
  if (record) return children(record);
  const name = noun.charAt(0).toUpperCase() + noun.slice(1);
  const backLink = (
    <Button component={Link} to={back.to} variant="light">
      Back to {back.label}
    </Button>
  );
  if (isNotOnDevice(query)) return <NotOnDeviceMessage what={`This ${noun}`} action={backLink} />;
  if (!query.isError) return <CenteredLoader label={`Loading the ${noun}`} />;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <PageMessage
      icon={icon}
      title={missing ? `${name} not found` : `The ${noun} could not be loaded`}
      action={backLink}
    >
      {missing ? 'It may have been deleted.' : errorText(query.error)}
    </PageMessage>
  );
}
