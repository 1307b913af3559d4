import { describe, expect, it } from 'vitest';
import { changeText, movedAway } from './recent-changes';

describe('what a mark says of a change', () => {
  it('names who changed a record, and why an order left the user’s view', () => {
    expect(changeText({ by: 'Asha', at: 0, code: null, movedAway: false })).toBe('Changed by Asha');
    expect(changeText({ by: null, at: 0, code: 'WO-1', movedAway: 'vendor' })).toBe(
      'Moved to another vendor',
    );
    expect(changeText({ by: 'Asha', at: 0, code: 'WO-1', movedAway: 'accessGroups' })).toBe(
      'Moved out of your access groups by Asha',
    );
  });

  it('reads why from the event: out of the access groups when it says so, else to another vendor', () => {
    expect(movedAway({ code: 'WO-1', movedAway: true, outOf: 'accessGroups' })).toBe('accessGroups');
    expect(movedAway({ code: 'WO-1', movedAway: true, outOf: 'vendor' })).toBe('vendor');
    expect(movedAway({ code: 'WO-1', movedAway: true })).toBe('vendor');
    expect(movedAway({ code: 'WO-1' })).toBe(false);
    expect(movedAway(null)).toBe(false);
  });
});
