import { describe, expect, it } from 'vitest';
import {
  completeFilter,
  EMPTY_TEMPLATE_FIELD_FILTER,
  withElement,
  withTemplate,
} from './template-field-filter';

const full = { templateId: 't1', elementId: 'e1', operator: 6 as const, value: '400' };

describe('the template-field filter', () => {
  it('clears element, operator and value when another template is chosen', () => {
    expect(withTemplate(full, 't2')).toEqual({ ...EMPTY_TEMPLATE_FIELD_FILTER, templateId: 't2' });
    expect(withTemplate(full, 't1')).toBe(full);
  });

  it('clears operator and value when another element is chosen', () => {
    expect(withElement(full, 'e2')).toEqual({ templateId: 't1', elementId: 'e2', operator: null, value: '' });
    expect(withElement(full, 'e1')).toBe(full);
  });

  it('is sent only when element, operator and value are all chosen', () => {
    expect(completeFilter(full)).toEqual({ elementId: 'e1', operator: 6, value: '400' });
    expect(completeFilter({ ...full, value: '  ' })).toBeUndefined();
    expect(completeFilter({ ...full, operator: null })).toBeUndefined();
  });
});
