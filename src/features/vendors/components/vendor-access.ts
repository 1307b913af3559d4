import { useCan } from '../../../data/session-info';
import { useVendorScope } from '../../../data/lookups/vendor-scope';

export interface VendorAccess {
  /** Creating and deleting vendors is for organisation users; a vendor user manages only their own vendor. */
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  vendorBound: boolean;
}

/** What the signed-in user may do with vendors; the server refuses the rest anyway. */
export function useVendorAccess(): VendorAccess {
  const scope = useVendorScope();
  const create = useCan('vendor.create');
  const update = useCan('vendor.update');
  const remove = useCan('vendor.delete');
  return {
    canCreate: create && scope.ready && !scope.vendorBound,
    canUpdate: update,
    canDelete: remove && scope.ready && !scope.vendorBound,
    vendorBound: scope.vendorBound,
  };
}

/** "3 crews · 12 mobile workforce · 2 users": what still belongs to a vendor. */
export function vendorPeopleText(vendor: {
  userCount: number;
  crewCount: number;
  workforceCount: number;
}): string {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    plural(vendor.crewCount, 'crew', 'crews'),
    plural(vendor.workforceCount, 'mobile user', 'mobile users'),
    plural(vendor.userCount, 'console user', 'console users'),
  ].join(' · ');
}
