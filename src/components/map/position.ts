/** A point on the map in decimal degrees. */
export interface Position {
  lat: number;
  lng: number;
}

/** Six decimals is about 10 cm: finer than any phone's GPS, coarse enough to read. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Keeps a position on the globe: latitude within ±90, longitude wrapped into ±180. */
export function clampPosition({ lat, lng }: Position): Position {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return { lat: Math.min(90, Math.max(-90, lat)), lng: lng === 180 ? 180 : roundCoordinate(wrapped) };
}

/** A form's two coordinates as a position, or null unless both are set. */
export function positionOf(latitude: number | null, longitude: number | null): Position | null {
  return latitude === null || longitude === null ? null : { lat: latitude, lng: longitude };
}
