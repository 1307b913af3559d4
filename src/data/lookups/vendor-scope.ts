import { useState } from 'react';
import { useSessionInfo } from '../session-info';

export interface VendorScope {
  /** The session is known; until then nothing is decided about the vendor selector. */
  ready: boolean;
  /** The signed-in user works for a vendor: their vendor is fixed and the vendor selector is hidden. */
  vendorBound: boolean;
  /** The user's own vendor (from the session), or null for an organisation-level user. */
  vendorId: string | null;
  vendorName: string | null;
}

/** Whether the signed-in user is bound to a vendor (SPEC section 6: vendor users are locked to their own). */
export function useVendorScope(): VendorScope {
  const { data } = useSessionInfo();
  const vendorId = data?.user.vendorId ?? null;
  return {
    ready: data !== undefined,
    vendorBound: vendorId !== null,
    vendorId,
    vendorName: data?.user.vendorName ?? null,
  };
}

export interface VendorCrewValues {
  vendorId: string | null;
  crewId: string | null;
}

/**
 * Choosing a vendor clears the chosen crew (SPEC section 5): a crew belongs to one vendor, so a crew chosen
 * for the previous vendor would be wrong for the new one. Choosing the same vendor again keeps the crew.
 * Works on any form value that carries both ids: `form.setValues(chooseVendor(form.getValues(), id))`.
 */
export function chooseVendor<T extends VendorCrewValues>(values: T, vendorId: string | null): T {
  if (values.vendorId === vendorId) return values;
  return { ...values, vendorId, crewId: null };
}

export interface VendorCrewSelection extends VendorCrewValues {
  /** The vendor is the signed-in vendor user's own and cannot be changed; the vendor selector is hidden. */
  vendorFixed: boolean;
  setVendorId: (vendorId: string | null) => void;
  setCrewId: (crewId: string | null) => void;
}

/**
 * The state behind a vendor selector and a crew selector used together (filters, assignments). For a
 * vendor-bound user the vendor is always their own.
 */
export function useVendorCrewSelection(initial: Partial<VendorCrewValues> = {}): VendorCrewSelection {
  const scope = useVendorScope();
  const [values, setValues] = useState<VendorCrewValues>({
    vendorId: initial.vendorId ?? null,
    crewId: initial.crewId ?? null,
  });
  return {
    vendorId: scope.vendorId ?? values.vendorId,
    crewId: values.crewId,
    vendorFixed: scope.vendorBound,
    setVendorId: (vendorId) => {
      if (!scope.vendorBound) setValues((current) => chooseVendor(current, vendorId));
    },
    setCrewId: (crewId) => setValues((current) => ({ ...current, crewId })),
  };
}
