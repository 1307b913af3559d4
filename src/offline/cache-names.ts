/** Cached API answers are per user: the page deletes this cache at logout. */
export const API_CACHE = 'api-reads';
export const TILE_CACHE = 'map-tiles';
