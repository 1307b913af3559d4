import { emailRule, requiredRule } from '../../../components/form/rules';
import { phoneRule, textOrNull, websiteRule } from '../../../components/lookups/contact-rules';
import type { Party } from '../../../domain/asset-types';
import type { PartyBody } from '../api/parties';
import type { PartyKindInfo } from './party-kind';

/** A manufacturer or supplier as the form holds it. */
export interface PartyFormValues {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  website: string;
  isActive: boolean;
}

export const EMPTY_PARTY: PartyFormValues = {
  name: '',
  contactPerson: '',
  email: '',
  phone: '',
  website: '',
  isActive: true,
};

export function partyValuesOf(party: Party): PartyFormValues {
  return {
    name: party.name,
    contactPerson: party.contactPerson ?? '',
    email: party.email ?? '',
    phone: party.phone ?? '',
    website: party.website ?? '',
    isActive: party.isActive,
  };
}

/** "Manufacturer name" or "Supplier name": the name field's label, and so its required message. */
export function partyNameLabel(info: PartyKindInfo): string {
  return `${info.Noun} name`;
}

export function partyRules(info: PartyKindInfo) {
  return {
    name: requiredRule(partyNameLabel(info)),
    email: emailRule('Email'),
    phone: phoneRule,
    website: websiteRule,
  };
}

/** The body of POST and PUT Manufacturer or Supplier, without id and version. */
export function partyPayload(values: PartyFormValues): PartyBody {
  return {
    name: values.name.trim(),
    contactPerson: textOrNull(values.contactPerson),
    email: textOrNull(values.email),
    phone: textOrNull(values.phone),
    website: textOrNull(values.website),
    isActive: values.isActive,
  };
}

/** What the list search looks through. */
export function partyTexts(party: Party): Array<string | null> {
  return [party.name, party.contactPerson, party.email, party.phone, party.website];
}

/** "3 assets": how many assets name the party (one with any cannot be deleted). */
export function assetCountText(count: number): string {
  return `${count} ${count === 1 ? 'asset' : 'assets'}`;
}
