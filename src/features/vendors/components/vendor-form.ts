import { emailRule, requiredRule, type Rule } from '../../../components/form/rules';
import {
  addressOf,
  EMPTY_ADDRESS,
  optionalAddressPayload,
  optionalAddressRules,
  type AddressValue,
} from '../../../components/lookups/address-cascade';
import { phoneRule, textOrNull } from '../../../components/lookups/contact-rules';
import { IMAGE_MAX_BYTES, IMAGE_MAX_LABEL } from '../../../domain/images';
import { SERVER_MESSAGES } from '../../../domain/messages';
import type { Vendor } from '../../../domain/vendors';

export const VENDORS_PATH = '/user-management/vendor';
export const VENDOR_CODE_MAX = 20;

/** A vendor as the form holds it; the address is kept flat, as the API sends it. */
export interface VendorFormValues extends AddressValue {
  name: string;
  code: string;
  contactPerson: string;
  email: string;
  phone: string;
  isActive: boolean;
  /** A newly chosen picture, uploaded when the form is saved. */
  image: File | null;
}

export const EMPTY_VENDOR: VendorFormValues = {
  name: '',
  code: '',
  contactPerson: '',
  email: '',
  phone: '',
  ...EMPTY_ADDRESS,
  isActive: true,
  image: null,
};

export function vendorValuesOf(vendor: Vendor): VendorFormValues {
  return {
    name: vendor.name,
    code: vendor.code ?? '',
    contactPerson: vendor.contactPerson ?? '',
    email: vendor.email ?? '',
    phone: vendor.phone ?? '',
    ...addressOf(vendor),
    isActive: vendor.isActive,
    image: null,
  };
}

const imageRule: Rule = (value) =>
  value instanceof File && value.size > IMAGE_MAX_BYTES
    ? SERVER_MESSAGES.imageTooLarge(IMAGE_MAX_LABEL)
    : null;

export const vendorRules = {
  name: requiredRule('Vendor name'),
  email: emailRule('Email'),
  phone: phoneRule,
  ...optionalAddressRules,
  image: imageRule,
};

/** The body of POST and PUT Vendor (without id and version); an untouched address is sent as nothing. */
export function vendorPayload(values: VendorFormValues, imageUrl: string | null) {
  return {
    name: values.name.trim(),
    code: textOrNull(values.code),
    contactPerson: textOrNull(values.contactPerson),
    email: textOrNull(values.email),
    phone: textOrNull(values.phone),
    ...optionalAddressPayload(values),
    imageUrl,
    isActive: values.isActive,
  };
}
