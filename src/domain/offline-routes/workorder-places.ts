import type { OfflineRoute } from '../offline-action-kit';

/** Projects, access groups, templates, work locations and their groups: all declared as contracts now. */
export const PLACE_ROUTES: Record<string, OfflineRoute> = {};
