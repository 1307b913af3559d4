import { emailRule, requiredRule } from '../../../components/form/rules';
import { phoneRule, textOrNull } from '../../../components/lookups/contact-rules';
import type { WarehouseUser } from '../../../domain/warehouses';

export const WAREHOUSES_PATH = '/wh-locations';

/** The users of one warehouse. */
export function warehouseUsersPath(warehouseId: string): string {
  return `${WAREHOUSES_PATH}/wh-users/${warehouseId}`;
}

/** A new user, at the warehouse given (or chosen on the form). */
export function warehouseUserCreatePath(warehouseId: string): string {
  return `${WAREHOUSES_PATH}/wh-users/create?warehouseId=${encodeURIComponent(warehouseId)}`;
}

export function warehouseUserEditPath(userId: string): string {
  return `${WAREHOUSES_PATH}/wh-users/edit/${userId}`;
}

/** Where a warehouse user screen goes back to: that warehouse's users, or the warehouses without one. */
export function backPath(warehouseId: string | null): string {
  return warehouseId ? warehouseUsersPath(warehouseId) : WAREHOUSES_PATH;
}

/** What the delete confirmation says. */
export function deleteMessage(user: Pick<WarehouseUser, 'name'>): string {
  return `The warehouse user "${user.name}" will be deleted. Someone who has handed out or taken in assets cannot be deleted; make them inactive instead.`;
}

export interface WarehouseUserFormValues {
  warehouseId: string | null;
  name: string;
  email: string;
  phone: string;
  designation: string;
  isActive: boolean;
}

export function emptyWarehouseUser(warehouseId: string | null): WarehouseUserFormValues {
  return { warehouseId, name: '', email: '', phone: '', designation: '', isActive: true };
}

export function warehouseUserValuesOf(user: WarehouseUser): WarehouseUserFormValues {
  return {
    warehouseId: user.warehouseId,
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    designation: user.designation ?? '',
    isActive: user.isActive,
  };
}

export const warehouseUserRules = {
  warehouseId: requiredRule('Warehouse'),
  name: requiredRule('Name'),
  email: emailRule('Email', { required: true }),
  phone: phoneRule,
};

/** The body of POST and PUT WarehouseUser, without id and version. */
export function warehouseUserPayload(values: WarehouseUserFormValues) {
  return {
    warehouseId: values.warehouseId ?? '',
    name: values.name.trim(),
    email: values.email.trim(),
    phone: textOrNull(values.phone),
    designation: textOrNull(values.designation),
    isActive: values.isActive,
  };
}
