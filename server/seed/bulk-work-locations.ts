import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accessGroup, accessGroupClosure, workLocation, workLocationValue } from '../db/schema/index';
import { newId } from '../crypto';
import { addToTree } from '../services/workorder/access-group/tree';

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Two sections under every leaf access group (the demo's subdivisions), once: a fourth level. */
async function addSections(tx: Executor, organisationId: string): Promise<void> {
  const [deep] = await tx
    .select({ n: count() })
    .from(accessGroupClosure)
    .where(and(eq(accessGroupClosure.organisationId, organisationId), eq(accessGroupClosure.depth, 3)));
  if (deep && deep.n > 0) return;
  const leaves = await tx
    .select({ id: accessGroup.id, name: accessGroup.name, projectId: accessGroup.projectId })
    .from(accessGroup)
    .where(
      and(
        eq(accessGroup.organisationId, organisationId),
        sql`not exists (select 1 from access_group c where c.organisation_id = ${organisationId}::uuid and c.parent_id = ${accessGroup.id})`,
      ),
    );
  for (const leaf of leaves) {
    for (const section of ['North Section', 'South Section']) {
      const id = newId();
      await tx.insert(accessGroup).values({
        organisationId,
        id,
        projectId: leaf.projectId,
        parentId: leaf.id,
        name: `${leaf.name} ${section}`,
      });
      await addToTree(tx, organisationId, id, leaf.id);
    }
  }
}

/** A small deterministic generator, so every grown data set has the same positions. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * Grows an organisation to `target` work locations for benchmarks and large data sets: the leaf access groups
 * get two sections each (a fourth level), then the existing locations are copied, with their template values,
 * over the sections of their project until there are `target`, each copy placed up to about 1.5 km from its
 * original (so a map of them still spreads out when zoomed in). Does nothing when there are enough already.
 * Returns the number of locations added.
 */
export async function growWorkLocations(
  tx: Executor,
  organisationId: string,
  target: number,
): Promise<number> {
  const originals = await tx
    .select()
    .from(workLocation)
    .where(eq(workLocation.organisationId, organisationId));
  if (originals.length === 0 || originals.length >= target) return 0;
  await addSections(tx, organisationId);
  const values = await tx
    .select()
    .from(workLocationValue)
    .where(eq(workLocationValue.organisationId, organisationId));
  const byLocation = groupBy(values, (value) => value.workLocationId);
  const sections = await tx
    .select({ id: accessGroup.id, projectId: accessGroup.projectId })
    .from(accessGroup)
    .innerJoin(
      accessGroupClosure,
      and(
        eq(accessGroupClosure.organisationId, organisationId),
        eq(accessGroupClosure.descendantId, accessGroup.id),
      ),
    )
    .where(and(eq(accessGroup.organisationId, organisationId), eq(accessGroupClosure.depth, 3)));
  const sectionsOf = groupBy(sections, (section) => section.projectId);
  const copiedValues: Array<typeof workLocationValue.$inferInsert> = [];
  let copy = 0;
  const next = random(20_240_611);
  const near = (value: number | null, spread: number) =>
    value === null ? null : Number((value + (next() - 0.5) * spread).toFixed(6));
  while (originals.length + copy < target) {
    const locations: Array<typeof workLocation.$inferInsert> = [];
    for (let i = 0; i < 1000 && originals.length + copy < target; i++, copy++) {
      const source = originals[copy % originals.length]!;
      const groups = sectionsOf.get(source.projectId) ?? [];
      const id = newId();
      locations.push({
        ...source,
        id,
        accessGroupId: groups[copy % groups.length]?.id ?? source.accessGroupId,
        locationIdentifier: `${source.locationIdentifier}-${originals.length + copy}`,
        latitude: near(source.latitude, 0.027),
        longitude: near(source.longitude, 0.03),
        version: 1,
      });
      for (const value of byLocation.get(source.id) ?? [])
        copiedValues.push({ ...value, organisationId, workLocationId: id });
    }
    await tx.insert(workLocation).values(locations);
  }
  // The values' foreign-key checks are planned from the table's statistics: without fresh ones, each check
  // reads the whole (once small) location table.
  await tx.execute(sql`analyze work_location`);
  for (let i = 0; i < copiedValues.length; i += 2000)
    await tx.insert(workLocationValue).values(copiedValues.slice(i, i + 2000));
  return copy;
}
