import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconHistory, IconUpload } from '@tabler/icons-react';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isExportable } from '../../data/file-jobs/export-file';
import { hasPermission, useSessionInfo } from '../../data/session-info';
import { importExportHistoryPath } from '../../navigation/paths';
import { DATA_TYPES, OPERATION_TYPES, type DataTypeName } from '../../domain/file-jobs';
import { FILE_JOB_MESSAGES } from '../../domain/messages';
import { useOnline } from '../../offline/use-data-age';
import { ImportDialog } from './ImportDialog';
import { useStartExport } from './use-start-export';
import { usePhoneScreen } from '../use-screen-matches';

export interface FileJobAccess {
  canImport: boolean;
  canExport: boolean;
  canViewHistory: boolean;
}

/** What the signed-in user may do with a data type's files: its import and export keys, and the history's. */
export function useFileJobAccess(dataType: DataTypeName): FileJobAccess {
  const { data } = useSessionInfo();
  const type = DATA_TYPES[dataType];
  return {
    // hasPermission treats a null key as "no key needed"; a data type without a key has no such action.
    canImport: type.importKey !== null && hasPermission(data, type.importKey),
    canExport: isExportable(dataType) && hasPermission(data, type.exportKey),
    canViewHistory: hasPermission(data, 'importExport.view'),
  };
}

interface OnlineButtonProps {
  online: boolean;
  compact: boolean;
  hintId: string;
  icon: ReactNode;
  loading?: boolean;
  onClick: () => void;
  children: string;
}

/**
 * A button that needs the server. Offline it stays focusable (aria-disabled rather than disabled) so its
 * tooltip and the hint it points to still say why it does nothing.
 */
function OnlineButton({ online, compact, hintId, icon, loading, onClick, children }: OnlineButtonProps) {
  const offlineProps = online
    ? {}
    : { 'data-disabled': true, 'aria-disabled': true, 'aria-describedby': hintId };
  const handleClick = (event: MouseEvent) => {
    if (!online) event.preventDefault();
    else onClick();
  };
  return (
    <Tooltip label={online ? children : FILE_JOB_MESSAGES.needsConnection} disabled={online && !compact}>
      {compact ? (
        <ActionIcon
          variant="default"
          size={44}
          aria-label={children}
          loading={loading}
          {...offlineProps}
          onClick={handleClick}
        >
          {icon}
        </ActionIcon>
      ) : (
        <Button
          variant="default"
          mih={44}
          leftSection={icon}
          loading={loading}
          {...offlineProps}
          onClick={handleClick}
        >
          {children}
        </Button>
      )}
    </Tooltip>
  );
}

function HistoryLink({ to, compact }: { to: string; compact: boolean }) {
  const icon = <IconHistory size={18} aria-hidden />;
  return compact ? (
    <Tooltip label="History">
      <ActionIcon component={Link} to={to} variant="subtle" size={44} aria-label="History">
        {icon}
      </ActionIcon>
    </Tooltip>
  ) : (
    <Button component={Link} to={to} variant="subtle" mih={44} leftSection={icon}>
      History
    </Button>
  );
}

export interface FileJobActionsProps {
  dataType: DataTypeName;
  /** The list's current GetAll body; an export sends it without page and pageSize. */
  filter?: object;
  /**
   * The screen's own rule for creating its records, when the key is not all of it (only a platform
   * administrator creates organisations): false hides Import even with the import key.
   */
  mayImport?: boolean;
}

/**
 * Import, Export and History for a list screen's header, each shown only with its permission key. Import
 * opens the shared upload dialog; Export queues a file of what the list's filters match.
 */
export function FileJobActions({ dataType, filter = {}, mayImport = true }: FileJobActionsProps) {
  const keys = useFileJobAccess(dataType);
  const access = { ...keys, canImport: keys.canImport && mayImport };
  const online = useOnline();
  // Phones get 44 px icon buttons (named and with tooltips), so the actions and "New …" share one row at 360 px.
  const compact = usePhoneScreen();
  const hintId = useId();
  const [importing, setImporting] = useState(false);
  const exporter = useStartExport();
  if (!access.canImport && !access.canExport && !access.canViewHistory) return null;

  const historyOperation = access.canImport ? OPERATION_TYPES.import : OPERATION_TYPES.export;
  return (
    <Stack gap={2} align="flex-end">
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        {access.canImport ? (
          <OnlineButton
            online={online}
            compact={compact}
            hintId={hintId}
            icon={<IconUpload size={18} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            Import
          </OnlineButton>
        ) : null}
        {access.canExport && isExportable(dataType) ? (
          <OnlineButton
            online={online}
            compact={compact}
            hintId={hintId}
            icon={<IconDownload size={18} aria-hidden />}
            loading={exporter.pending}
            onClick={() => exporter.start(dataType, filter)}
          >
            Export
          </OnlineButton>
        ) : null}
        {access.canViewHistory ? (
          <HistoryLink
            to={importExportHistoryPath(DATA_TYPES[dataType].id, historyOperation)}
            compact={compact}
          />
        ) : null}
      </Group>
      {!online && (access.canImport || access.canExport) ? (
        <Text id={hintId} size="xs" c="dimmed">
          {FILE_JOB_MESSAGES.needsConnection}
        </Text>
      ) : null}
      {access.canImport ? (
        <ImportDialog dataType={dataType} opened={importing} onClose={() => setImporting(false)} />
      ) : null}
    </Stack>
  );
}
