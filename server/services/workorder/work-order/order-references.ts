import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { Executor } from '../../../db/client';
import { crew, vendor, workLocation } from '../../../db/schema/index';
import { fieldError } from '../../../lib/http-errors';

// What a work order names and must be allowed to: the crew it is assigned to, the location it stands at. Each
// check reads its rows (assertAssignable, locationForOrder) or judges rows already read (a create reads all
// it names in one statement).

/** The vendor must be visible and active, the crew active and the vendor's. */
export async function assertAssignable(
  tx: Executor,
  vendorId: string,
  crewId: string,
): Promise<{ vendorName: string; crewName: string }> {
  const [foundVendor] = await tx.select(assigneeVendor).from(vendor).where(eq(vendor.id, vendorId));
  const [foundCrew] = await tx.select(assigneeCrew).from(crew).where(eq(crew.id, crewId));
  return checkAssignable(vendorId, foundVendor, foundCrew);
}

/** The columns of a vendor and a crew that checkAssignable looks at. */
export const assigneeVendor = { name: vendor.name, isActive: vendor.isActive };
export const assigneeCrew = { name: crew.name, vendorId: crew.vendorId, isActive: crew.isActive };

/** assertAssignable's rules on rows already read (undefined: not visible to the caller). */
export function checkAssignable(
  vendorId: string,
  foundVendor: { name: string; isActive: boolean } | undefined,
  foundCrew: { name: string; vendorId: string | null; isActive: boolean } | undefined,
): { vendorName: string; crewName: string } {
  if (!foundVendor) throw fieldError('VendorId', SERVER_MESSAGES.vendorNotFound);
  if (!foundVendor.isActive) throw fieldError('VendorId', SERVER_MESSAGES.vendorInactive);
  if (!foundCrew) throw fieldError('CrewId', SERVER_MESSAGES.crewNotFound);
  if (foundCrew.vendorId !== vendorId) throw fieldError('CrewId', SERVER_MESSAGES.crewNotOfVendor);
  if (!foundCrew.isActive) throw fieldError('CrewId', SERVER_MESSAGES.crewInactive);
  return { vendorName: foundVendor.name, crewName: foundCrew.name };
}

/**
 * The work location an order is to stand at, which must be visible and of the order's project: the columns
 * a work order copies from it.
 */
export async function locationForOrder(tx: Executor, workLocationId: string, projectId: string) {
  const [location] = await tx
    .select(orderLocation)
    .from(workLocation)
    .where(eq(workLocation.id, workLocationId));
  return checkLocation(location, projectId);
}

/** The columns of a work location that locationForOrder reads. */
export const orderLocation = {
  projectId: workLocation.projectId,
  locationIdentifier: workLocation.locationIdentifier,
  accessGroupId: workLocation.accessGroupId,
  latitude: workLocation.latitude,
  longitude: workLocation.longitude,
};

/** locationForOrder's rules on a row already read (undefined: not visible to the caller). */
export function checkLocation<L extends { projectId: string }>(location: L | undefined, projectId: string) {
  if (!location) throw fieldError('WorkLocationId', SERVER_MESSAGES.workLocationNotFound);
  if (location.projectId !== projectId)
    throw fieldError('WorkLocationId', SERVER_MESSAGES.locationOfOtherProject);
  const { projectId: _project, ...copied } = location;
  return copied;
}
