import { describe, expect, it } from 'vitest';
import { chooseStatus, EMPTY_MOVE, moveErrors, movePayload, movementsOffered } from './move-asset';

describe('moving an asset', () => {
  it('picks the only destination of a movement and leaves a two-way choice open', () => {
    expect(chooseStatus(EMPTY_MOVE, 6).locationType).toBe(4);
    expect(chooseStatus(EMPTY_MOVE, 3).locationType).toBe(1);
    expect(chooseStatus(EMPTY_MOVE, 4).locationType).toBeNull();
  });

  it('clears the previous destination when the movement changes', () => {
    const issued = { ...chooseStatus(EMPTY_MOVE, 4), locationType: 3 as const, crewId: 'c1' };
    expect(chooseStatus(issued, 3)).toMatchObject({ locationType: 1, crewId: null });
  });

  it('asks for the destination, the removal reason and a note for Other', () => {
    const removal = { ...chooseStatus(EMPTY_MOVE, 5), locationType: 3 as const };
    expect(Object.keys(moveErrors(removal)).sort()).toEqual(['crewId', 'removalReason']);
    expect(moveErrors({ ...removal, crewId: 'c1', removalReason: 4 })).toEqual({
      note: 'Say why, when the reason is Other',
    });
    expect(moveErrors({ ...removal, crewId: 'c1', removalReason: 2 })).toEqual({});
  });

  it('offers a vendor user no movement into or out of a warehouse', () => {
    expect(movementsOffered(3, false)).toEqual([3, 6]);
    expect(movementsOffered(3, true)).toEqual([6]);
    expect(movementsOffered(2, true)).toEqual([4, 6]);
    expect(movementsOffered(1, true)).toEqual([]);
    expect(movementsOffered(1, false)).toEqual([2, 4]);
  });

  it('sends only the destination of the chosen type', () => {
    const values = {
      ...chooseStatus(EMPTY_MOVE, 6),
      usePosition: true,
      position: { lat: 26.1, lng: 91.7 },
      workLocationId: 'w1',
      crewId: 'c1',
    };
    expect(movePayload({ id: 'a', version: 3 }, values)).toMatchObject({
      movementStatus: 6,
      locationType: 4,
      latitude: 26.1,
      longitude: 91.7,
      workLocationId: null,
      crewId: null,
      removalReason: null,
    });
  });
});
