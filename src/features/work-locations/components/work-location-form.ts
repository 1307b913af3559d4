import { dropdownRule, requiredRule } from '../../../components/form/rules';
import {
  addressOf,
  EMPTY_ADDRESS,
  optionalAddressPayload,
  optionalAddressRules,
  type AddressValue,
} from '../../../components/lookups/address-cascade';
import { positionOf, type Position } from '../../../components/map/position';
import type { WorkLocationDetail } from '../../../domain/work-locations';
import type { ElementValueEntry } from './element-values';

export const WORK_LOCATIONS_PATH = '/work-locations';

export interface WorkLocationFormValues extends AddressValue {
  projectId: string | null;
  workLocationTemplateId: string | null;
  accessGroupId: string | null;
  locationIdentifier: string;
  name: string;
  position: Position | null;
  elementValues: ElementValueEntry[];
}

export const EMPTY_WORK_LOCATION: WorkLocationFormValues = {
  projectId: null,
  workLocationTemplateId: null,
  accessGroupId: null,
  locationIdentifier: '',
  name: '',
  ...EMPTY_ADDRESS,
  position: null,
  elementValues: [],
};

export function workLocationValuesOf(location: WorkLocationDetail): WorkLocationFormValues {
  return {
    projectId: location.projectId,
    workLocationTemplateId: location.workLocationTemplateId,
    accessGroupId: location.accessGroupId,
    locationIdentifier: location.locationIdentifier,
    name: location.name,
    ...addressOf(location),
    position: positionOf(location.latitude, location.longitude),
    elementValues: location.elementValues.map((entry) => ({
      elementId: entry.elementId,
      value: entry.value ?? '',
    })),
  };
}

export const workLocationRules = {
  projectId: dropdownRule(),
  workLocationTemplateId: dropdownRule(),
  locationIdentifier: requiredRule('Location identifier'),
  name: requiredRule('Name'),
  ...optionalAddressRules,
};

/** Address and position as the address update (updateWorkLocationAddress) and the create take them. */
export function addressPayload(values: WorkLocationFormValues) {
  return {
    ...optionalAddressPayload(values),
    latitude: values.position?.lat ?? null,
    longitude: values.position?.lng ?? null,
  };
}
