import L from 'leaflet';

/**
 * Leaflet plugins written as scripts (Geoman) extend the global `L`. Import this
 * module before them. In a browser Leaflet puts itself on `window`, which is the global object; where the two
 * differ (jsdom in the unit tests) the plugins would not find it.
 */
const host = globalThis as typeof globalThis & { L?: typeof L };
host.L ??= L;
