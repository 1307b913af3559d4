import type { z } from 'zod';
import type { crewCreateSchema, crewUpdateSchema } from '../../../../src/domain/crews';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { crew } from '../../../db/schema/index';
import { recordWrites } from '../../../lib/record-writes';
import { assertVendorExists, resolveVendorId } from '../../../lib/vendor-scope';
import { checkMembers, notifyAddedToCrew, replaceMembers } from './members';
import { getCrew } from './queries';

type CrewCreate = z.output<typeof crewCreateSchema>;
type CrewUpdate = z.output<typeof crewUpdateSchema>;

export const crewUniqueFields = {
  crew_name_uq: { field: 'Name', message: SERVER_MESSAGES.crewNameInUse },
  crew_code_uq: { field: 'Code', message: SERVER_MESSAGES.crewCodeInUse },
};

const crews = recordWrites(crew, { uniqueFields: crewUniqueFields, current: getCrew });

function crewValues(body: CrewCreate | CrewUpdate, vendorId: string | null) {
  return { name: body.name, code: body.code, vendorId, isActive: body.isActive };
}

/**
 * Creates a crew with its members, by the rules of POST Crew (the route and the crews import both call it):
 * the caller's vendor for a vendor user, members of the crew's vendor, unique name and code. Returns its id.
 */
export async function createCrew(tx: Tx, auth: AuthContext, body: CrewCreate): Promise<string> {
  const vendorId = resolveVendorId(auth, body.vendorId);
  await assertVendorExists(tx, vendorId);
  const names = await checkMembers(tx, vendorId, body.members);
  const id = await crews.insert(tx, auth, body.id, crewValues(body, vendorId));
  const added = await replaceMembers(tx, auth, { id, vendorId }, body.members);
  await notifyAddedToCrew(tx, auth, { id, name: body.name, vendorId }, added, names);
  return id;
}

/** Updates a crew at the version it was based on and replaces its members, by the rules of PUT Crew. */
export async function updateCrew(tx: Tx, auth: AuthContext, id: string, body: CrewUpdate): Promise<void> {
  const vendorId = resolveVendorId(auth, body.vendorId);
  await assertVendorExists(tx, vendorId);
  const names = await checkMembers(tx, vendorId, body.members);
  await crews.update(tx, auth, { id, version: body.version }, crewValues(body, vendorId));
  const added = await replaceMembers(tx, auth, { id, vendorId }, body.members);
  await notifyAddedToCrew(tx, auth, { id, name: body.name, vendorId }, added, names);
}
