import { APPROVAL_STATUS, WORK_ORDER_STATUS } from '../../../domain/workorders';

export interface RecordingOffer {
  allowed: boolean;
  /** Why work cannot be recorded now, in words for the crew's supervisor. */
  reason: string | null;
}

/**
 * The server's rule for ReSubmitActivityFromAdmin and DeleteWorkorderActivityTaskElement: values are
 * recorded on assigned or started work, and corrected on completed work until it is approved (a rejected
 * order goes back to pending approval when corrected).
 */
export function recordingOffer(order: { status: number; approvalStatus: number | null }): RecordingOffer {
  switch (order.status) {
    case WORK_ORDER_STATUS.assigned:
    case WORK_ORDER_STATUS.inProgress:
      return { allowed: true, reason: null };
    case WORK_ORDER_STATUS.unassigned:
      return {
        allowed: false,
        reason: 'Work can be recorded once the order is assigned to a vendor and crew.',
      };
    case WORK_ORDER_STATUS.onHold:
      return { allowed: false, reason: 'The order is on hold: resume it to record work.' };
    case WORK_ORDER_STATUS.completed:
      if (order.approvalStatus === APPROVAL_STATUS.approved) {
        return {
          allowed: false,
          reason: 'The work is approved, so its values are final. Re-open the order to correct them.',
        };
      }
      return { allowed: true, reason: null };
    default:
      return { allowed: false, reason: 'Work cannot be recorded in this status.' };
  }
}
