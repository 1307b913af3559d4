import { Menu } from '@mantine/core';
import { IconArrowBackUp, IconUserCheck } from '@tabler/icons-react';
import type { AssignMode } from '../../components/AssignWorkOrderModal';
import type { MapMenuEntry } from '../map-menu';
import classes from '../WorkOrderMap.module.css';

export interface MapMenuState {
  /** Where it was opened, in pixels from the map's top left corner. */
  x: number;
  y: number;
  /** What it acts on, e.g. "WO-000123" or "12 selected work orders". */
  title: string;
  orderIds: string[];
}

export interface MapContextMenuProps {
  menu: MapMenuState | null;
  entries: readonly MapMenuEntry[];
  onChoose: (mode: AssignMode, orderIds: string[]) => void;
  onClose: () => void;
}

const ICONS = { assign: IconUserCheck, reopen: IconArrowBackUp } as const;

/**
 * The menu of a marker or of the area selection, at the point it was opened from: a right-click, or a long
 * press on touch. Escape, a click elsewhere or choosing an entry closes it.
 */
export function MapContextMenu({ menu, entries, onChoose, onClose }: MapContextMenuProps) {
  return (
    <Menu
      opened={menu !== null && entries.length > 0}
      onChange={(opened) => {
        if (!opened) onClose();
      }}
      position="bottom-start"
      offset={6}
      shadow="md"
      closeOnEscape
      returnFocus={false}
    >
      <Menu.Target>
        {/* The menu takes its name from here (aria-labelledby). A button, since the menu marks its target
            expanded or not; out of the Tab order, as the marker or selection it was opened from is the way in. */}
        <button
          type="button"
          tabIndex={-1}
          className={classes.menuAnchor}
          style={{ left: menu?.x ?? 0, top: menu?.y ?? 0 }}
          aria-label={menu ? `Actions for ${menu.title}` : 'Map actions'}
        />
      </Menu.Target>
      <Menu.Dropdown>
        {menu ? <Menu.Label>{menu.title}</Menu.Label> : null}
        {entries.map(({ mode, label }) => {
          const Icon = ICONS[mode];
          return (
            <Menu.Item
              key={mode}
              mih={44}
              leftSection={<Icon size={18} aria-hidden />}
              onClick={() => {
                if (menu) onChoose(mode, menu.orderIds);
              }}
            >
              {label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
