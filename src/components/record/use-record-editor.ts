import { useState } from 'react';
import type { z } from 'zod';
import { conflictRecord } from '../../api/conflict';
import { showErrorToast } from '../../api/error-toast';
import { applyFieldErrors } from '../../api/form-errors';

interface EditorForm<Values> {
  setFieldError: (path: string, error: React.ReactNode) => void;
  setValues: (values: Values) => void;
  resetDirty: (values?: Values) => void;
}

interface RecordEditorOptions<Record, Values> {
  /** The record as loaded; the editor keeps its own copy as the base of the next save. */
  record: Record;
  form: EditorForm<Values>;
  valuesOf: (record: Record) => Values;
  /** Parses the current record that a 409 for a stale version carries. */
  schema: z.ZodType<Record>;
}

/**
 * The state every edit screen shares: the version a save is based on (`base`), and the newer record a
 * refused save revealed (`conflict`) until the user reloads it into the form. `failed` sorts a refused save
 * into a conflict, field errors on the form, or a toast.
 */
export function useRecordEditor<Record, Values>({
  record,
  form,
  valuesOf,
  schema,
}: RecordEditorOptions<Record, Values>) {
  const [base, setBase] = useState(record);
  const [conflict, setConflict] = useState<Record | null>(null);

  function failed(error: unknown) {
    const current = conflictRecord<Record>(error, schema);
    if (current) return setConflict(current);
    applyFieldErrors(form, error);
    showErrorToast(error);
  }

  function reload() {
    if (!conflict) return;
    setBase(conflict);
    form.setValues(valuesOf(conflict));
    form.resetDirty(valuesOf(conflict));
    setConflict(null);
  }

  return { base, setBase, conflict, failed, reload };
}
