import dayjs from 'dayjs';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { statusName } from '../../../domain/workorders';
import { WAITING_TEXT, waitingRecords } from '../../../offline/pending-records';
import { workOrderViewPath } from '../paths';
import { COMPLETED_LEGEND, legendIdOf, type MapKind } from './map-legend';
import classes from './WorkOrderMap.module.css';

const TIME_FORMAT = 'DD MMM YY HH:mm';

const timeText = (ms: number | null) => (ms === null ? '—' : dayjs(ms).format(TIME_FORMAT));

/** The lines of an order's popup, label and value. */
export function popupLines(order: WorkOrderMapItem, kind: MapKind): [string, string][] {
  const approval = COMPLETED_LEGEND.find((entry) => entry.id === legendIdOf(order, 'completed'))?.label;
  return [
    [
      'Status',
      kind === 'completed' && approval
        ? `${statusName(order.status)}, ${approval}`
        : statusName(order.status),
    ],
    ['Location', order.locationIdentifier || '—'],
    ['Vendor', order.vendorName ?? 'Not assigned'],
    ['Crew', order.crewName ?? 'Not assigned'],
    kind === 'completed'
      ? ['Completed', timeText(order.completedAt)]
      : ['Planned start', timeText(order.plannedStartTime)],
  ];
}

/**
 * The popup of one order, built when its marker is clicked (never ahead for 100,000 markers). Text goes in
 * as text, never as markup. The link opens the order inside the app (`open`); with a modifier key or the
 * middle button it behaves as any link (new tab).
 */
export function orderPopupContent(
  order: WorkOrderMapItem,
  kind: MapKind,
  open: (path: string) => void,
): HTMLElement {
  const root = document.createElement('div');
  root.className = classes.popup ?? '';
  const title = document.createElement('strong');
  title.textContent = order.code;
  const list = document.createElement('dl');
  for (const [label, value] of popupLines(order, kind)) {
    const term = document.createElement('dt');
    term.textContent = label;
    const detail = document.createElement('dd');
    detail.textContent = value;
    list.append(term, detail);
  }
  const path = workOrderViewPath(order.id);
  const link = document.createElement('a');
  link.href = path;
  link.className = classes.popupLink ?? '';
  link.textContent = 'Open work order';
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(path);
  });
  root.append(title, ...waitingLine(order.id), list, link);
  return root;
}

/** "Waiting to send" under the code while a write of the order waits in the outbox (read on opening). */
function waitingLine(id: string): HTMLElement[] {
  if (!waitingRecords().has(id)) return [];
  const line = document.createElement('div');
  line.textContent = WAITING_TEXT;
  line.dataset.waiting = 'true';
  Object.assign(line.style, {
    color: 'var(--mantine-color-orange-text)',
    fontSize: '12px',
    fontWeight: '600',
  });
  return [line];
}
