import { useState } from 'react';
import type { z } from 'zod';
import { conflictRecord } from '../../data/conflict';
import { showFormErrors } from '../form/form-errors';

interface Versioned {
  version: number;
}

interface EditorForm<Values> {
  setFieldError: (path: string, error: React.ReactNode) => void;
  setValues: (values: Values) => void;
  resetDirty: (values?: Values) => void;
  isDirty: () => boolean;
  getValues: () => Values;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A field someone else changed while the user was editing: their value, and what the form holds. */
export interface ChangedField {
  field: string;
  theirs: unknown;
  yours: unknown;
}

interface RecordEditorOptions<Record extends Versioned, Values> {
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
 * into a conflict, field errors on the form, or a toast. A newer record than the form started from (the copy
 * restored at start-up, refreshed from the server, or a change saved elsewhere) is taken up at once, unless
 * the user has begun editing: then it is `newer`, and the page says so before the save, with the fields it
 * changed beside the user's (`changedFields`), offering theirs or keeping the user's. A save based on the old
 * version still finds it (409) and the conflict offers it.
 */
export function useRecordEditor<Record extends Versioned, Values>({
  record,
  form,
  valuesOf,
  schema,
}: RecordEditorOptions<Record, Values>) {
  const [base, setBase] = useState(record);
  const [conflict, setConflict] = useState<Record | null>(null);
  const [seenVersion, setSeenVersion] = useState(record.version);
  const [newer, setNewer] = useState<Record | null>(null);

  function takeUp(current: Record) {
    setBase(current);
    form.setValues(valuesOf(current));
    form.resetDirty(valuesOf(current));
  }

  /** What `current` changed since the base, beside what the form holds now. */
  function differences(current: Record): ChangedField[] {
    const before = valuesOf(base) as { [field: string]: unknown };
    const theirs = valuesOf(current) as { [field: string]: unknown };
    const yours = form.getValues() as { [field: string]: unknown };
    return Object.keys(theirs)
      .filter((field) => !sameValue(theirs[field], before[field]))
      .map((field) => ({ field, theirs: theirs[field], yours: yours[field] }));
  }

  if (record.version !== seenVersion) {
    setSeenVersion(record.version);
    if (record.version > base.version) {
      // A newer record that only says what the form already holds (this device's own save, shown before the
      // server has it, or the same change made elsewhere) is no news: it becomes the base silently.
      const news = differences(record).some((change) => !sameValue(change.theirs, change.yours));
      if (form.isDirty() && news) setNewer(record);
      else if (form.isDirty()) setBase(record);
      else takeUp(record);
    }
  }

  /** What the newer record changed, beside what the form holds now. */
  function changedFields(): ChangedField[] {
    return newer ? differences(newer) : [];
  }

  /** Drops the user's edits for the newer record. */
  function takeTheirs() {
    if (!newer) return;
    takeUp(newer);
    setNewer(null);
  }

  /** Keeps the user's edits, now based on the newer record: saving replaces theirs knowingly. */
  function keepMine() {
    if (!newer) return;
    setBase(newer);
    setNewer(null);
  }

  function failed(error: unknown) {
    const current = conflictRecord<Record>(error, schema);
    if (current) return setConflict(current);
    showFormErrors(form, error);
  }

  function reload() {
    if (!conflict) return;
    takeUp(conflict);
    setConflict(null);
  }

  return { base, setBase, conflict, failed, reload, newer, changedFields, takeTheirs, keepMine };
}
