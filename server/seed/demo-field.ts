import type { AddressIds } from '../../src/domain/address';
import type { Executor } from '../db/client';
import {
  accessGroup,
  project,
  workLocation,
  workLocationTemplate,
  workLocationTemplateElement,
  workLocationValue,
} from '../db/schema/index';
import { newId } from '../crypto';
import { addToTree } from '../services/workorder/access-group/tree';

/** Circle > division > subdivision, with the subdivision's centre (lat, lng) in Guwahati. */
const TREE: Array<[string, Array<[string, Array<[string, number, number]>]>]> = [
  [
    'Guwahati East Circle',
    [
      [
        'Dispur Division',
        [
          ['Ganeshguri Subdivision', 26.1445, 91.7898],
          ['Six Mile Subdivision', 26.1307, 91.8006],
        ],
      ],
      ['Chandmari Division', [['Zoo Road Subdivision', 26.1707, 91.779]]],
    ],
  ],
  [
    'Guwahati West Circle',
    [
      [
        'Jalukbari Division',
        [
          ['Adabari Subdivision', 26.177, 91.695],
          ['Maligaon Subdivision', 26.158, 91.696],
        ],
      ],
      ['Paltan Bazaar Division', [['Fancy Bazaar Subdivision', 26.1836, 91.743]]],
    ],
  ],
];

export const DEMO_PROJECTS = [
  {
    name: 'Guwahati Smart Metering',
    code: 'GSM',
    description: 'Prepaid smart meters for domestic consumers',
    transformers: 30,
  },
  {
    name: 'Kamrup Metro Distribution Upgrade',
    code: 'KMD',
    description: 'Transformer and LT network upgrade',
    transformers: 60,
  },
  {
    name: 'Dispur Feeder Renewal',
    code: 'DFR',
    description: '11 kV feeder and substation renewal',
    transformers: 40,
  },
] as const;
const LOCATIONS_PER_PROJECT = 100;
const RATINGS = [25, 63, 100, 160, 250, 315, 400, 630];

/** A small deterministic generator, so every demo installation has the same field. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

async function template(
  tx: Executor,
  organisationId: string,
  name: string,
  code: string,
  fields: Array<[string, string, string, boolean, string[]]>,
) {
  const id = newId();
  await tx.insert(workLocationTemplate).values({ organisationId, id, name, code });
  const ids: Record<string, string> = {};
  for (const [index, [fieldName, fieldCode, elementType, isRequired, options]] of fields.entries()) {
    ids[fieldCode] = newId();
    await tx.insert(workLocationTemplateElement).values({
      organisationId,
      id: ids[fieldCode],
      templateId: id,
      name: fieldName,
      code: fieldCode,
      elementType,
      isRequired,
      options,
      sortOrder: index + 1,
    });
  }
  return { id, ids };
}

async function tree(tx: Executor, organisationId: string, projectId: string) {
  const leaves: Array<{ id: string; name: string; lat: number; lng: number }> = [];
  const add = async (name: string, parentId: string | null) => {
    const id = newId();
    await tx.insert(accessGroup).values({ organisationId, id, projectId, parentId, name });
    await addToTree(tx, organisationId, id, parentId);
    return id;
  };
  for (const [circle, divisions] of TREE) {
    const circleId = await add(circle, null);
    for (const [division, subdivisions] of divisions) {
      const divisionId = await add(division, circleId);
      for (const [name, lat, lng] of subdivisions)
        leaves.push({ id: await add(name, divisionId), name: name.replace(' Subdivision', ''), lat, lng });
    }
  }
  return leaves;
}

/** Projects, access-group trees, two templates and 300 work locations spread over Guwahati. */
export async function seedDemoField(
  tx: Executor,
  organisationId: string,
  address: AddressIds,
): Promise<void> {
  const dt = await template(tx, organisationId, 'Distribution transformer', 'DT', [
    ['Rating kVA', 'RATING', 'number', true, []],
    ['Phase', 'PHASE', 'choice', false, ['Single', 'Three']],
    ['Installed on', 'INSTALLED', 'date', false, []],
  ]);
  const cm = await template(tx, organisationId, 'Consumer meter', 'CM', [
    ['Meter number', 'METER_NO', 'text', true, []],
    ['Meter type', 'METER_TYPE', 'choice', false, ['Prepaid', 'Postpaid', 'Smart prepaid']],
  ]);
  const next = random(26155);
  const serial = { DT: 0, CM: 0 };
  for (const p of DEMO_PROJECTS) {
    const projectId = newId();
    await tx
      .insert(project)
      .values({ organisationId, id: projectId, name: p.name, code: p.code, description: p.description });
    const leaves = await tree(tx, organisationId, projectId);
    const locations: Array<typeof workLocation.$inferInsert> = [];
    const values: Array<typeof workLocationValue.$inferInsert> = [];
    for (let i = 0; i < LOCATIONS_PER_PROJECT; i++) {
      const leaf = leaves[i % leaves.length]!;
      const kind = i < p.transformers ? 'DT' : 'CM';
      const number = ++serial[kind];
      const id = newId();
      const value = (
        elementId: string,
        textValue: string,
        typed: { numberValue?: string; dateValue?: string } = {},
      ) => values.push({ organisationId, workLocationId: id, elementId, textValue, ...typed });
      locations.push({
        organisationId,
        id,
        projectId,
        accessGroupId: leaf.id,
        templateId: kind === 'DT' ? dt.id : cm.id,
        locationIdentifier: `GHY-${kind}-${String(number).padStart(4, '0')}`,
        name: kind === 'DT' ? `${leaf.name} DT ${number}` : `Consumer ${number}, ${leaf.name}`,
        addressLine: `${kind === 'DT' ? 'Pole' : 'House'} ${Math.floor(next() * 200) + 1}, ${leaf.name}`,
        ...address,
        postalCode: '781006',
        // About 1.5 km around the subdivision's centre.
        latitude: Number((leaf.lat + (next() - 0.5) * 0.027).toFixed(6)),
        longitude: Number((leaf.lng + (next() - 0.5) * 0.03).toFixed(6)),
      });
      if (kind === 'DT') {
        const rating = RATINGS[Math.floor(next() * RATINGS.length)]!;
        value(dt.ids.RATING!, String(rating), { numberValue: String(rating) });
        value(dt.ids.PHASE!, rating <= 63 ? 'Single' : 'Three');
        const installed = `${2008 + Math.floor(next() * 17)}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
        value(dt.ids.INSTALLED!, installed, { dateValue: installed });
      } else {
        value(cm.ids.METER_NO!, `AS${String(Math.floor(next() * 1e8)).padStart(8, '0')}`);
        value(cm.ids.METER_TYPE!, ['Prepaid', 'Postpaid', 'Smart prepaid'][Math.floor(next() * 3)]!);
      }
    }
    await tx.insert(workLocation).values(locations);
    await tx.insert(workLocationValue).values(values);
  }
}
