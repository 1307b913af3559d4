import { emailRule, requiredRule } from '../../../components/form/rules';
import { strongPasswordRule } from '../../../components/form/password-rules';
import { phoneRule, textOrNull } from '../../../components/lookups/contact-rules';
import type { UserSummary } from '../../../domain/users';
import type { AdminUserFields } from '../api/admin-users';

export interface AdminUserFormValues {
  name: string;
  email: string;
  phone: string;
  roleId: string | null;
  /** null: an organisation-level user. */
  vendorId: string | null;
  isActive: boolean;
  /** The saved picture; null when there is none or it is being removed. */
  imageUrl: string | null;
  /** The initial password; only on create. */
  password: string;
}

export const LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  vendor: 'Vendor',
  active: 'Active',
  image: 'Picture',
  password: 'Initial password',
} as const;

/** The form's rules: the spec's messages ("Name is required", "Enter valid email address"...). */
export function adminUserRules(creating: boolean) {
  const password = strongPasswordRule(LABELS.password);
  return {
    name: requiredRule(LABELS.name),
    email: emailRule(LABELS.email, { required: true }),
    phone: phoneRule,
    roleId: requiredRule(LABELS.role),
    password: (value: string) => (creating ? password(value) : null),
  };
}

/** A saved user as form values; a new user starts active, with the creator's vendor when they have one. */
export function adminUserFormValues(
  user: UserSummary | null,
  ownVendorId: string | null,
): AdminUserFormValues {
  if (!user) {
    return {
      name: '',
      email: '',
      phone: '',
      roleId: null,
      vendorId: ownVendorId,
      isActive: true,
      imageUrl: null,
      password: '',
    };
  }
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    roleId: user.roleId,
    vendorId: user.vendorId,
    isActive: user.isActive,
    imageUrl: user.imageUrl,
    password: '',
  };
}

/** What the user endpoints take: trimmed text, empty phone as null. */
export function adminUserFields(values: AdminUserFormValues): AdminUserFields {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: textOrNull(values.phone),
    roleId: values.roleId ?? '',
    vendorId: values.vendorId,
    isActive: values.isActive,
    imageUrl: values.imageUrl,
  };
}
/** Where the admin user screens live (SPEC section 2). */
export const ADMIN_USERS_PATH = '/user-management/admin';

export function adminUserPath(id: string): string {
  return `${ADMIN_USERS_PATH}/${encodeURIComponent(id)}`;
}
