import type { PermissionKey } from '../../../domain/permissions';

/** Manufacturers and suppliers: the same record, screens and calls, told apart by their kind. */
export type PartyKind = 'manufacturer' | 'supplier';

export interface PartyKindInfo {
  kind: PartyKind;
  /** In a sentence: "manufacturer". */
  noun: string;
  /** At the start of a label: "Manufacturer". */
  Noun: string;
  /** The list's title: "Manufacturers". */
  plural: string;
  /** The list screen; `${path}/create` and `${path}/:id` are the others. */
  path: string;
  /** The list's name in `data`. */
  listName: 'manufacturers' | 'suppliers';
  /** What the list is for, under its title. */
  subLine: string;
  permissions: Record<'view' | 'create' | 'update' | 'delete', PermissionKey>;
}

export const PARTY_KINDS: Record<PartyKind, PartyKindInfo> = {
  manufacturer: {
    kind: 'manufacturer',
    noun: 'manufacturer',
    Noun: 'Manufacturer',
    plural: 'Manufacturers',
    path: '/manufacturer',
    listName: 'manufacturers',
    subLine: 'The makers of the assets kept.',
    permissions: {
      view: 'manufacturer.view',
      create: 'manufacturer.create',
      update: 'manufacturer.update',
      delete: 'manufacturer.delete',
    },
  },
  supplier: {
    kind: 'supplier',
    noun: 'supplier',
    Noun: 'Supplier',
    plural: 'Suppliers',
    path: '/supplier',
    listName: 'suppliers',
    subLine: 'The companies the assets are bought from.',
    permissions: {
      view: 'supplier.view',
      create: 'supplier.create',
      update: 'supplier.update',
      delete: 'supplier.delete',
    },
  },
};

/** What the delete confirmation says. */
export function partyDeleteMessage(info: PartyKindInfo, name: string): string {
  return `The ${info.noun} "${name}" will be deleted. A ${info.noun} that assets still name cannot be deleted.`;
}
