import { fieldErrorsOf } from '../../../components/form/form-errors';
import type { Organisation, OrganisationCreate } from '../../../domain/organisations';
import { emailRule, requiredRule } from '../../../components/form/rules';
import {
  EMPTY_ADDRESS,
  isAddressEmpty,
  optionalAddressRules,
  pickAddress,
  type AddressValue,
} from '../../../components/lookups/address-cascade';
import { phoneRule, textOrNull, websiteRule } from '../../../components/lookups/contact-rules';

/** Name, industry and contact as the form holds them. */
export interface OrganisationDetailsValues {
  name: string;
  industryId: string | null;
  email: string;
  phone: string;
  website: string;
}

export const EMPTY_DETAILS: OrganisationDetailsValues = {
  name: '',
  industryId: null,
  email: '',
  phone: '',
  website: '',
};

export function detailsOf(organisation: Organisation): OrganisationDetailsValues {
  return {
    name: organisation.name,
    industryId: organisation.industryId === null ? null : String(organisation.industryId),
    email: organisation.email ?? '',
    phone: organisation.phone ?? '',
    website: organisation.website ?? '',
  };
}

export function detailsPayload(values: OrganisationDetailsValues) {
  return {
    name: values.name.trim(),
    industryId: values.industryId === null ? null : Number(values.industryId),
    email: textOrNull(values.email),
    phone: textOrNull(values.phone),
    website: textOrNull(values.website),
  };
}

export const detailsRules = {
  name: requiredRule('Organisation name'),
  email: emailRule('Email'),
  phone: phoneRule,
  website: websiteRule,
};

export function addressPayload(address: AddressValue) {
  return {
    addressLine: address.addressLine.trim(),
    countryId: address.countryId ?? 0,
    stateId: address.stateId,
    cityId: address.cityId,
    postalCode: textOrNull(address.postalCode),
  };
}

/** The create form: details, an optional address and the first administrator. */
export interface OrganisationCreateValues extends OrganisationDetailsValues, AddressValue {
  adminName: string;
  adminEmail: string;
}

export const EMPTY_CREATE: OrganisationCreateValues = {
  ...EMPTY_DETAILS,
  ...EMPTY_ADDRESS,
  adminName: '',
  adminEmail: '',
};

export const createRules = {
  ...detailsRules,
  ...optionalAddressRules,
  adminName: requiredRule('Administrator name'),
  adminEmail: emailRule('Administrator email', { required: true }),
};

export function createPayload(values: OrganisationCreateValues): OrganisationCreate {
  const address = pickAddress(values);
  return {
    ...detailsPayload(values),
    ...(isAddressEmpty(address) ? {} : { address: addressPayload(address) }),
    administrator: { name: values.adminName.trim(), email: values.adminEmail.trim() },
  };
}

/** Server field errors of the nested create body ("Address.CountryId", "Administrator.Email") by form field. */
export function createFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const [head, rest] = field.split('.', 2) as [string, string | undefined];
    if (!rest) result[head] = message;
    else if (head === 'address') result[rest.charAt(0).toLowerCase() + rest.slice(1)] = message;
    else if (head === 'administrator') result[`admin${rest}`] = message;
  }
  return result;
}
