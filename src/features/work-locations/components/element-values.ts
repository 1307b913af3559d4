import { requiredMessage } from '../../../domain/messages';
import { parseElementValue } from '../../../domain/element-values';
import type { Element } from '../../../domain/work-location-templates';

/** One field's value as the form holds it: always text, as the API sends and takes it. */
export interface ElementValueEntry {
  elementId: string;
  value: string;
}

/** The form's entries for a template's fields, filled from saved values where there are any. */
export function entriesFor(
  elements: readonly Pick<Element, 'id'>[],
  saved: ReadonlyArray<{ elementId: string; value: string | null }> = [],
): ElementValueEntry[] {
  const byId = new Map(saved.map((entry) => [entry.elementId, entry.value ?? '']));
  return elements.map((element) => ({ elementId: element.id, value: byId.get(element.id) ?? '' }));
}

/**
 * Errors by form path (`elementValues.{index}.value`, the path the server's field errors map to): required
 * fields must have a value, and each value must fit its field's type.
 */
export function elementValueErrors(
  elements: readonly Pick<Element, 'id' | 'elementName' | 'elementType' | 'isRequired' | 'options'>[],
  entries: readonly ElementValueEntry[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  entries.forEach((entry, index) => {
    const element = elements.find((candidate) => candidate.id === entry.elementId);
    if (!element) return;
    const value = entry.value.trim();
    const path = `elementValues.${index}.value`;
    if (!value) {
      if (element.isRequired) errors[path] = requiredMessage(element.elementName);
      return;
    }
    const parsed = parseElementValue(element, value);
    if ('error' in parsed) errors[path] = `${element.elementName} ${parsed.error}`;
  });
  return errors;
}

/** The body's `elementValues`: blank values are sent as null (no value). */
export function elementValuesPayload(entries: readonly ElementValueEntry[]) {
  return entries.map((entry) => ({ elementId: entry.elementId, value: entry.value.trim() || null }));
}
