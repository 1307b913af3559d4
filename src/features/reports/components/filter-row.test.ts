import { describe, expect, it } from 'vitest';
import { REPORT_FILTER_DEFINITIONS } from '../../../domain/reports';
import {
  emptyFilterRow,
  filterRowErrors,
  needsSubType,
  operatorsFor,
  toFilterInput,
  withElement,
  withSubType,
  withType,
  type FilterRowDraft,
} from './filter-row';
import { filtersJson, parseFiltersJson } from './FiltersJsonModal';
import { builderErrorPath } from './server-errors';

const TEMPLATE_A = '01890a5d-ac96-7000-8000-000000000001';
const TEMPLATE_B = '01890a5d-ac96-7000-8000-000000000002';
const FIELD = '01890a5d-ac96-7000-8000-000000000003';

function row(patch: Partial<FilterRowDraft>): FilterRowDraft {
  return { ...emptyFilterRow('r'), ...patch };
}

describe('the filter grid rules', () => {
  it('asks for a Sub Type only for the types that need one', () => {
    const withSub = REPORT_FILTER_DEFINITIONS.filter((d) => needsSubType({ type: d.id })).map((d) => d.id);
    expect(withSub).toEqual([9, 10, 11, 14]);
    expect(needsSubType({ type: null })).toBe(false);
  });

  it('never offers operators 2 and 3, and for a text field only equality', () => {
    for (const definition of REPORT_FILTER_DEFINITIONS) {
      expect(operatorsFor({ type: definition.id })).not.toContain(2);
      expect(operatorsFor({ type: definition.id })).not.toContain(3);
    }
    expect(operatorsFor({ type: 4 })).toEqual([1, 4, 5, 6, 7]);
    expect(operatorsFor({ type: 2 })).toEqual([1]);
    expect(operatorsFor({ type: 14 }, 'number')).toEqual([1, 4, 5, 6, 7]);
    expect(operatorsFor({ type: 14 }, 'text')).toEqual([1]);
  });

  it('starts a row again on a new type, with its only operator chosen', () => {
    const vendors = withType(row({ type: 4, operator: 4, text: 'WO-1' }), 2);
    expect(vendors).toEqual({ ...emptyFilterRow('r'), type: 2, operator: 1 });
    expect(withType(row({ type: 4 }), 12).operator).toBeNull();
  });

  it('clears the field, operator and value when another template is chosen', () => {
    const filled = row({ type: 14, subTypeId: TEMPLATE_A, elementId: FIELD, operator: 4, fieldValue: '5' });
    const next = withSubType(filled, TEMPLATE_B);
    expect(next).toMatchObject({ subTypeId: TEMPLATE_B, elementId: null, operator: null, fieldValue: '' });
    expect(withSubType(filled, TEMPLATE_A)).toBe(filled);
  });

  it('clears the operator and value when another field is chosen', () => {
    const filled = row({ type: 14, subTypeId: TEMPLATE_A, elementId: FIELD, operator: 4, fieldValue: '5' });
    expect(withElement(filled, TEMPLATE_B, 'number')).toMatchObject({ operator: null, fieldValue: '' });
    expect(withElement(filled, TEMPLATE_B, 'text')).toMatchObject({ operator: 1, fieldValue: '' });
  });

  it('says what is missing in the words of the specification', () => {
    expect(filterRowErrors(row({}))).toEqual({ type: 'Type is required' });
    expect(filterRowErrors(row({ type: 14 }))).toEqual({
      subTypeId: 'Sub Type is required',
      operator: 'Operator is required',
      value: 'Field is required',
    });
    expect(filterRowErrors(row({ type: 5, operator: 1 }))).toEqual({ value: 'Date is required.' });
    expect(filterRowErrors(row({ type: 4, operator: 1, text: ' ' }))).toEqual({ value: 'Value is required' });
    expect(filterRowErrors(row({ type: 7, operator: 1, statuses: [4] }))).toEqual({});
  });

  it('sends only the value of the row kind', () => {
    expect(toFilterInput(row({ type: 5, operator: 1, from: '2026-10-01', text: 'left over' }))).toEqual({
      type: 5,
      subTypeId: null,
      operator: 1,
      value: { from: '2026-10-01', to: null },
    });
    const field = row({ type: 14, subTypeId: TEMPLATE_A, elementId: FIELD, operator: 6, fieldValue: ' 12 ' });
    expect(toFilterInput(field).value).toEqual({ elementId: FIELD, value: '12' });
  });

  it('puts a server error on the row and column it names', () => {
    expect(builderErrorPath('definition.Filters.2.Value')).toBe('filters.2.value');
    expect(builderErrorPath('definition.Filters.0.Value.From')).toBe('filters.0.value');
    expect(builderErrorPath('definition.Filters.1.SubTypeId')).toBe('filters.1.subTypeId');
    expect(builderErrorPath('sql')).toBe('sql');
    expect(builderErrorPath('definition.GroupBy')).toBe('groupBy');
  });

  it('checks pasted filters: JSON first, then each row', () => {
    expect(parseFiltersJson('[{"type": 4,')).toEqual({ error: 'Enter valid JSON' });
    expect(parseFiltersJson('')).toEqual({ error: 'Filters is required' });
    expect(parseFiltersJson('[{"type": 9, "operator": 1, "value": []}]')).toEqual({
      error: 'Filter 1: Sub Type is required',
    });
    expect(parseFiltersJson('[{"type": 4, "operator": 2, "value": "WO-1"}]')).toEqual({
      error: 'Filter 1: Operator must be one of 1, 4, 5, 6, 7',
    });
    const text = filtersJson([row({ type: 7, operator: 1, statuses: [4, 1] }), row({ type: 4 })]);
    const parsed = parseFiltersJson(text);
    expect('rows' in parsed && parsed.rows.map((r) => [r.type, r.statuses])).toEqual([[7, [4, 1]]]);
  });
});
