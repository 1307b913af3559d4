import { IconClipboardOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RecordGate } from '../../../components/record/RecordGate';
import type { WorkOrderDetail } from '../../../domain/workorders';
import { useWorkOrder } from '../api/work-order-queries';
import { WORK_ORDERS_PATH } from '../paths';

/** Loads a work order and renders its page once it is there (loading, missing and failed states shared). */
export function WorkOrderGate({
  id,
  children,
}: {
  id: string;
  children: (order: WorkOrderDetail) => ReactNode;
}) {
  const { query, record } = useWorkOrder(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="work order"
      icon={IconClipboardOff}
      back={{ to: WORK_ORDERS_PATH, label: 'work orders' }}
    >
      {children}
    </RecordGate>
  );
}
