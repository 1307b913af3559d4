import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, Tenant } from '../../../support/test-app';
import { fields } from '../../people-fixtures';
import { createRecordWorld } from '../record-setup';

let t: TestApp;
let org: Tenant;
let admin: string;
let otherAdmin: string;
let viewer: string;
let dispatcher: string;
let vendorUser: string;
let transformer: string;

const base = '/api/workorder/WorkLocationTemplate';

beforeAll(async () => {
  ({ t, org, admin, otherAdmin, viewer, dispatcher, vendorUser } = await createRecordWorld(
    'Template',
    'templates.example',
    'Northeast Metering Co.',
  ));
});
afterAll(() => t.close());

const field = (
  elementName: string,
  code: string,
  elementType: string,
  extra: Record<string, unknown> = {},
) => ({
  workLocationTemplateId: transformer,
  elementName,
  code,
  elementType,
  ...extra,
});

describe('templates', () => {
  it('creates a template and lists it as workLocationTemplates (name, id, code)', async () => {
    const created = await t.request('POST', base, {
      token: admin,
      body: { name: 'Distribution transformer', code: 'DT' },
    });
    expect(created.body.data).toMatchObject({
      name: 'Distribution transformer',
      code: 'DT',
      elementCount: 0,
      version: 1,
      workLocationTemplateElements: [],
    });
    transformer = created.body.data.id;
    await t.request('POST', base, { token: admin, body: { name: 'Consumer meter', code: 'CM' } });
    const list = await t.request('GET', `${base}/GetAll?organisationId=${org.organisationId}`, {
      token: dispatcher,
    });
    expect(
      list.body.data.workLocationTemplates.map((x: { name: string; code: string }) => [x.name, x.code]),
    ).toEqual([
      ['Consumer meter', 'CM'],
      ['Distribution transformer', 'DT'],
    ]);
    expect(
      (await t.request('GET', `${base}/GetAll?searchString=dist`, { token: vendorUser })).body.data
        .workLocationTemplates,
    ).toHaveLength(1);
    expect(
      (await t.request('GET', `${base}/GetAll`, { token: otherAdmin })).body.data.workLocationTemplates,
    ).toEqual([]);
    expect(
      (await t.request('GET', `${base}/GetAll?organisationId=${org.organisationId}`, { token: otherAdmin }))
        .status,
    ).toBe(403);
  });

  it('validates, refuses duplicates and callers without the key', async () => {
    expect(
      fields(
        await t.request('POST', base, { token: admin, body: { name: '', code: 'x'.repeat(21), colour: 1 } }),
      ),
    ).toEqual(['Code', 'Colour', 'Name']);
    const duplicate = await t.request('POST', base, { token: admin, body: { name: 'consumer METER' } });
    expect(duplicate.body.errors).toEqual([
      { field: 'Name', message: 'A work location template with this name already exists.' },
    ]);
    expect((await t.request('POST', base, { token: viewer, body: { name: 'Pole' } })).status).toBe(403);
    expect((await t.request('POST', base, { token: vendorUser, body: { name: 'Pole' } })).status).toBe(403);
  });

  it('updates with the edited version', async () => {
    const ok = await t.request('PUT', `${base}?id=${transformer}`, {
      token: admin,
      body: { name: 'Distribution transformer', code: 'DT', description: '11/0.433 kV', version: 1 },
    });
    expect(ok.body.data).toMatchObject({ description: '11/0.433 kV', version: 2 });
    expect(
      (
        await t.request('PUT', `${base}?id=${transformer}`, {
          token: admin,
          body: { name: 'Stale', version: 1 },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await t.request('PUT', `${base}?id=${transformer}`, {
          token: otherAdmin,
          body: { name: 'X', version: 2 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('template fields (WorkLocationTemplate/Element)', () => {
  it('adds fields of every kind and returns them as workLocationTemplateElements in order', async () => {
    const rating = await t.request('POST', `${base}/Element`, {
      token: admin,
      body: field('Rating kVA', 'RATING', 'number', { isRequired: true, sortOrder: 1 }),
    });
    expect(rating.body.data).toMatchObject({
      elementName: 'Rating kVA',
      code: 'RATING',
      elementType: 'number',
      isRequired: true,
      options: [],
    });
    await t.request('POST', `${base}/Element`, {
      token: admin,
      body: field('Phase', 'PHASE', 'choice', { options: ['Single', 'Three'], sortOrder: 2 }),
    });
    await t.request('POST', `${base}/Element`, {
      token: admin,
      body: field('Installed on', 'INSTALLED', 'date', { sortOrder: 3 }),
    });
    await t.request('POST', `${base}/Element`, {
      token: admin,
      body: field('Nameplate photo', 'PHOTO', 'ai-image', { sortOrder: 4 }),
    });
    const list = await t.request(
      'GET',
      `${base}/GetWorkLocationTemplateElements?workLocationTemplateId=${transformer}`,
      { token: dispatcher },
    );
    expect(
      list.body.data.workLocationTemplateElements.map((e: { elementName: string; elementType: string }) => [
        e.elementName,
        e.elementType,
      ]),
    ).toEqual([
      ['Rating kVA', 'number'],
      ['Phase', 'choice'],
      ['Installed on', 'date'],
      ['Nameplate photo', 'ai-image'],
    ]);
    const template = await t.request('GET', `${base}/GetById?id=${transformer}`, { token: viewer });
    expect(template.body.data).toMatchObject({ elementCount: 4, version: 6 });
    expect((await t.request('GET', `${base}/GetById?id=${transformer}`, { token: dispatcher })).status).toBe(
      403,
    );
    expect(
      (
        await t.request(
          'GET',
          `${base}/GetWorkLocationTemplateElements?workLocationTemplateId=${transformer}`,
          { token: otherAdmin },
        )
      ).status,
    ).toBe(404);
  });

  it('checks types and options', async () => {
    const badType = await t.request('POST', `${base}/Element`, {
      token: admin,
      body: field('Colour', 'COLOUR', 'colour'),
    });
    expect(fields(badType)).toEqual(['ElementType']);
    const noOptions = await t.request('POST', `${base}/Element`, {
      token: admin,
      body: field('Tap', 'TAP', 'choice'),
    });
    expect(noOptions.body.errors).toEqual([
      { field: 'Options', message: 'Options must list the choices of a choice field' },
    ]);
    expect(
      fields(
        await t.request('POST', `${base}/Element`, {
          token: admin,
          body: field('Oil', 'OIL', 'number', { options: ['x'] }),
        }),
      ),
    ).toEqual(['Options']);
    expect(
      fields(
        await t.request('POST', `${base}/Element`, {
          token: admin,
          body: field('Tap', 'TAP', 'choice', { options: ['A', 'a'] }),
        }),
      ),
    ).toEqual(['Options']);
    expect(
      fields(
        await t.request('POST', `${base}/Element`, { token: admin, body: field('rating kva', 'R2', 'text') }),
      ),
    ).toEqual(['ElementName']);
    expect(
      (await t.request('POST', `${base}/Element`, { token: viewer, body: field('Oil', 'OIL', 'number') }))
        .status,
    ).toBe(403);
  });

  it('changes and removes a field with the edited version', async () => {
    const [phase] = (
      await t.request('GET', `${base}/GetById?id=${transformer}`, { token: admin })
    ).body.data.workLocationTemplateElements.filter((e: { code: string }) => e.code === 'PHASE');
    const changed = await t.request('PUT', `${base}/Element?id=${phase.id}`, {
      token: admin,
      body: {
        elementName: 'Phase',
        code: 'PHASE',
        elementType: 'choice',
        options: ['Single', 'Three', 'Split'],
        isRequired: true,
        sortOrder: 2,
        version: 1,
      },
    });
    expect(changed.body.data).toMatchObject({
      options: ['Single', 'Three', 'Split'],
      isRequired: true,
      version: 2,
    });
    expect(
      (
        await t.request('PUT', `${base}/Element?id=${phase.id}`, {
          token: admin,
          body: { elementName: 'P', code: 'P', elementType: 'text', version: 1 },
        })
      ).status,
    ).toBe(409);
    expect((await t.request('DELETE', `${base}/Element?id=${phase.id}`, { token: otherAdmin })).status).toBe(
      404,
    );
    expect((await t.request('DELETE', `${base}/Element?id=${phase.id}`, { token: admin })).status).toBe(200);
    expect(
      (await t.request('GET', `${base}/GetById?id=${transformer}`, { token: admin })).body.data.elementCount,
    ).toBe(3);
  });

  it('deletes a template with its fields', async () => {
    const scratch = (await t.request('POST', base, { token: admin, body: { name: 'Scratch' } })).body.data;
    await t.request('POST', `${base}/Element`, {
      token: admin,
      body: { ...field('Note', 'NOTE', 'text'), workLocationTemplateId: scratch.id },
    });
    expect((await t.request('DELETE', `${base}?id=${scratch.id}`, { token: viewer })).status).toBe(403);
    expect((await t.request('DELETE', `${base}?id=${scratch.id}`, { token: admin })).status).toBe(200);
    expect((await t.request('GET', `${base}/GetById?id=${scratch.id}`, { token: admin })).status).toBe(404);
  });
});
