import { describe, expect, it } from 'vitest';
import { DATA_TYPES } from '../../../src/domain/file-jobs';
import { ADDRESS_HEADERS, download, sampleSheet, upload, xlsx } from './file-fixtures';
import {
  admin,
  GROUPS,
  LOCATION_HEADER,
  LOCATIONS,
  openLocationImportWorld,
  t,
  vendorUser,
  viewer,
} from './work-location-import-setup';

openLocationImportWorld();

describe('sample files', () => {
  it.each([
    ['workLocation', ['Identifier', 'Name', 'Project', 'Template', 'Access group', ...ADDRESS_HEADERS]],
    ['workLocationGroup', ['Name', 'Project', 'Description', 'Work locations']],
  ] as const)('opens the %s sample in exceljs with its columns and an example row', async (name, header) => {
    const sheet = await sampleSheet(t, admin, name, header);
    expect(sheet.getRow(2).getCell(1).value).toBeTruthy();
  });

  it('needs the import and export permissions', async () => {
    expect(
      (await download(t, viewer, `/api/file/SampleFile/Get?dataType=${DATA_TYPES.workLocationGroup.id}`))
        .status,
    ).toBe(403);
    const file = await xlsx([LOCATION_HEADER, ['X-1', 'X', 'GHY-DT', 'Consumer meter']]);
    expect((await upload(t, LOCATIONS, viewer, { name: 'l.xlsx', content: file })).status).toBe(403);
    expect(
      (
        await upload(t, GROUPS, vendorUser, {
          name: 'g.xlsx',
          content: await xlsx([
            ['Name', 'Project'],
            ['G', 'GHY-DT'],
          ]),
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.request('POST', '/api/workorder/WorkLocationGroup/Export', { token: viewer, body: {} }))
        .status,
    ).toBe(403);
  });
});
