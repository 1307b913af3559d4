import { describe, expect, it } from 'vitest';
import { clampPosition, positionOf, roundCoordinate } from './position';

describe('map positions', () => {
  it('keeps latitude within the poles and wraps longitude around the date line', () => {
    expect(clampPosition({ lat: 95, lng: 10 })).toEqual({ lat: 90, lng: 10 });
    expect(clampPosition({ lat: -91, lng: 190 })).toEqual({ lat: -90, lng: -170 });
    expect(clampPosition({ lat: 26.155, lng: 91.779 })).toEqual({ lat: 26.155, lng: 91.779 });
  });

  it('rounds to six decimals', () => {
    expect(roundCoordinate(26.1551234567)).toBe(26.155123);
  });

  it('needs both coordinates for a position', () => {
    expect(positionOf(26.1, null)).toBeNull();
    expect(positionOf(26.1, 91.7)).toEqual({ lat: 26.1, lng: 91.7 });
  });
});
