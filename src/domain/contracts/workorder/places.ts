import type { AnyContract } from '../kit';
import * as accessGroup from './access-group/access-group';
import {
  ASSIGNMENT_CONTRACTS,
  getCrewAssignmentsByProjectAlias,
} from './location-group-assignment/location-group-assignment';
import * as project from './project/project';
import * as vendorWorkLocation from './vendor-work-location/vendor-work-location';
import * as workLocationGroup from './work-location-group/work-location-group';
import * as workLocationTemplate from './work-location-template/work-location-template';
import * as workLocation from './work-location/work-location';

export * from './access-group/access-group';
export * from './location-group-assignment/location-group-assignment';
export * from './project/project';
export * from './vendor-work-location/vendor-work-location';
export * from './work-location-group/work-location-group';
export * from './work-location-template/work-location-template';
export * from './work-location/work-location';

/**
 * The work order service's calls about projects, access groups, work locations, their templates and groups, and
 * the groups given to vendors and crews.
 */
export const PLACE_CONTRACTS: readonly AnyContract[] = [
  ...Object.values(project),
  ...Object.values(accessGroup),
  ...Object.values(workLocationTemplate),
  ...Object.values(workLocation),
  ...Object.values(workLocationGroup),
  ...Object.values(ASSIGNMENT_CONTRACTS).flatMap((calls) => Object.values(calls)),
  getCrewAssignmentsByProjectAlias,
  ...Object.values(vendorWorkLocation),
];
