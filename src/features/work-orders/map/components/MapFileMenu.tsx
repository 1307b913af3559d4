import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDots, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ImportDialog } from '../../../../components/file-jobs/ImportDialog';
import { useStartExport } from '../../../../components/file-jobs/use-start-export';
import { FILE_JOB_MESSAGES } from '../../../../domain/messages';
import { useOnline } from '../../../../offline/use-data-age';
import { MAP_FILE_ACTION_LABELS, type MapFileAction } from '../map-menu';

export interface MapFileMenuProps {
  /** The entries the user may use on this map (fileMenuEntries); none renders nothing. */
  actions: readonly MapFileAction[];
  /** The map's current filters, read when Export in CSV is chosen. */
  exportFilters: () => Record<string, unknown>;
}

/** The completed map's menu: Bulk Upload (the shared upload dialog) and Export in CSV of what the map shows. */
export function MapFileMenu({ actions, exportFilters }: MapFileMenuProps) {
  const online = useOnline();
  const exporter = useStartExport();
  const [uploading, setUploading] = useState(false);
  if (actions.length === 0) return null;

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            mih={44}
            leftSection={<IconDots size={18} aria-hidden />}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            loading={exporter.pending}
          >
            More
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {online ? null : <Menu.Label>{FILE_JOB_MESSAGES.needsConnection}</Menu.Label>}
          {actions.includes('bulkUpload') ? (
            <Menu.Item
              mih={44}
              leftSection={<IconUpload size={18} aria-hidden />}
              disabled={!online}
              onClick={() => setUploading(true)}
            >
              {MAP_FILE_ACTION_LABELS.bulkUpload}
            </Menu.Item>
          ) : null}
          {actions.includes('exportCsv') ? (
            <Menu.Item
              mih={44}
              leftSection={<IconFileTypeCsv size={18} aria-hidden />}
              disabled={!online}
              onClick={() => exporter.start('workOrder', exportFilters())}
            >
              {MAP_FILE_ACTION_LABELS.exportCsv}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {actions.includes('bulkUpload') ? (
        <ImportDialog
          dataType="workOrder"
          title={MAP_FILE_ACTION_LABELS.bulkUpload}
          opened={uploading}
          onClose={() => setUploading(false)}
        />
      ) : null}
    </>
  );
}
