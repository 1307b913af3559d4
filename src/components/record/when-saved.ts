import { toastSuccess } from '../../notices/toast';
import type { WriteOutcome } from '../../offline/use-optimistic-write';

interface SaveSteps<Data> {
  /** What the success toast says once the server applied the save. */
  saved?: (data: Data) => string;
  /** Runs before the toast when the server applied the save (take up the saved record, clear a picked file). */
  applied?: (data: Data) => void;
  /** Runs after either outcome: leave the form, close the dialog. */
  after?: (outcome: WriteOutcome<Data>) => void;
  /** A refusal: the editor's conflict (`failed` of useRecordEditor), the form's field errors, or a toast. */
  refused: (error: unknown) => void;
}

/**
 * The callbacks of a save, for `mutation.mutate(input, whenSaved({...}))`: the success toast only when the
 * server applied it (a save the device kept to send later is told by the outbox: "Saved on this device"), then
 * what follows either way; a refusal goes where the screen shows it.
 */
export function whenSaved<Data>({ saved, applied, after, refused }: SaveSteps<Data>) {
  return {
    onSuccess: (outcome: WriteOutcome<Data>) => {
      if (!outcome.queued) {
        applied?.(outcome.data);
        if (saved) toastSuccess(saved(outcome.data));
      }
      after?.(outcome);
    },
    onError: refused,
  };
}
