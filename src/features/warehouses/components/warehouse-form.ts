import { requiredRule } from '../../../components/form/rules';
import {
  addressOf,
  EMPTY_ADDRESS,
  optionalAddressPayload,
  optionalAddressRules,
  type AddressValue,
} from '../../../components/lookups/address-cascade';
import { textOrNull } from '../../../components/lookups/contact-rules';
import { positionOf, type Position } from '../../../components/map/position';
import type { Warehouse } from '../../../domain/warehouses';

export const WAREHOUSES_PATH = '/wh-locations';
export const WAREHOUSE_CODE_MAX = 20;
/** SPEC section 9: the warehouse-location map opens at zoom 17 and is 545 px high. */
export const WAREHOUSE_MAP_ZOOM = 17;
export const WAREHOUSE_MAP_HEIGHT = 545;

export interface WarehouseFormValues extends AddressValue {
  name: string;
  code: string;
  description: string;
  isActive: boolean;
  position: Position | null;
}

export const EMPTY_WAREHOUSE: WarehouseFormValues = {
  name: '',
  code: '',
  description: '',
  isActive: true,
  ...EMPTY_ADDRESS,
  position: null,
};

export function warehouseValuesOf(warehouse: Warehouse): WarehouseFormValues {
  return {
    name: warehouse.name,
    code: warehouse.code ?? '',
    description: warehouse.description ?? '',
    isActive: warehouse.isActive,
    ...addressOf(warehouse),
    position: positionOf(warehouse.latitude, warehouse.longitude),
  };
}

export const warehouseRules = {
  name: requiredRule('Warehouse name'),
  ...optionalAddressRules,
};

export function detailsPayload(values: WarehouseFormValues) {
  return {
    name: values.name.trim(),
    code: textOrNull(values.code),
    description: textOrNull(values.description),
    isActive: values.isActive,
  };
}

/** Address and position as WarehouseAddress (and the create) take them. */
export function addressPayload(values: WarehouseFormValues) {
  return {
    ...optionalAddressPayload(values),
    latitude: values.position?.lat ?? null,
    longitude: values.position?.lng ?? null,
  };
}
