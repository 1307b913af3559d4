import { List } from '@mantine/core';
import { FailureAlert } from '../../../components/FailureAlert';
import { ApiError } from '../../../api/errors';

const ORDER_FIELD = /^workOrderIds\[\d+\]/i;

/**
 * Bulk calls are all or nothing: a refusal names each refused order in a field error `WorkOrderIds[i]`
 * (code and reason) and changes nothing. Empty when the failure was of another kind.
 */
export function refusedOrders(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return error.body.errors.filter((item) => ORDER_FIELD.test(item.field)).map((item) => item.message);
}

interface RefusedOrdersAlertProps {
  /** What the action was, e.g. "Nothing was assigned". */
  title: string;
  refused: readonly string[];
  onClose?: () => void;
}

/** Which orders a bulk call refused, and why; nothing was changed, so the selection stays for another try. */
export function RefusedOrdersAlert({ title, refused, onClose }: RefusedOrdersAlertProps) {
  if (refused.length === 0) return null;
  return (
    <FailureAlert
      title={title}
      withCloseButton={Boolean(onClose)}
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      <List size="sm" spacing={2}>
        {refused.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </FailureAlert>
  );
}
