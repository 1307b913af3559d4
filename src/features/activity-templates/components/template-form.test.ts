import { describe, expect, it } from 'vitest';
import { moved } from '../../../components/form/reorder';
import { EMPTY_TEMPLATE, newElement, templateErrors, templatePayload } from './template-form';

describe('activity template form', () => {
  it('names every missing part by its path', () => {
    const values = EMPTY_TEMPLATE();
    expect(templateErrors(values)).toEqual({
      name: 'Template name is required',
      activityTypeId: 'Choose an activity type',
      'tasks.0.name': 'Task name is required',
      'tasks.0.elements.0.elementType': 'Choose an element type',
      'tasks.0.elements.0.label': 'Label is required',
    });
  });

  it('sends tasks and elements in order, keeping the ids of saved ones', () => {
    const values = EMPTY_TEMPLATE();
    values.name = ' Meter swap ';
    values.activityTypeId = '5';
    values.tasks[0] = {
      ...values.tasks[0]!,
      id: 'task-1',
      name: 'Swap',
      elements: [{ ...newElement(), elementType: 'signature', label: 'Sign', isRequired: true }],
    };
    expect(templateErrors(values)).toEqual({});
    expect(templatePayload(values)).toEqual({
      name: 'Meter swap',
      description: null,
      activityTypeId: 5,
      tasks: [
        {
          id: 'task-1',
          name: 'Swap',
          elements: [{ elementType: 'signature', label: 'Sign', isRequired: true }],
        },
      ],
    });
  });

  it('moves items within bounds only', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
