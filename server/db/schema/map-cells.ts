/**
 * A position's cell of the map's finest grid, as SQL over work_order's latitude and longitude: web-mercator
 * pixel coordinates at zoom 16 (2^24 cells a side, tiles of 256 pixels), clamped to the mercator square.
 * `map_x >> s, map_y >> s` is the same grid s zoom steps coarser, so a viewport's clusters are a GROUP BY of
 * two shifts. The formulas match cellOf in src/domain/work-order-clusters.ts.
 */
const SIDE = 16_777_216;
const LAT = 'greatest(-85.05112878, least(85.05112878, latitude::float8))';

export const MAP_X_SQL = `least(${SIDE - 1}, floor((longitude::float8 + 180) / 360 * ${SIDE}))::int`;
export const MAP_Y_SQL = `greatest(0, least(${SIDE - 1}, floor((1 - ln(tan(radians(${LAT})) + 1 / cos(radians(${LAT}))) / pi()) / 2 * ${SIDE})))::int`;
