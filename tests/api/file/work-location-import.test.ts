import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../../../src/domain/file-jobs';
import { workLocationGroup } from '../../../server/db/schema/index';
import { download, readSheet, upload, waitForJob, xlsx } from './file-fixtures';
import {
  admin,
  GROUPS,
  LOCATION_HEADER,
  LOCATIONS,
  locations,
  openLocationImportWorld,
  org,
  rejected,
  t,
  tree,
  vendorUser,
} from './work-location-import-setup';

openLocationImportWorld();

describe('POST /api/workorder/WorkLocation/Import', () => {
  it('creates the good rows with project, template and access group by name or code, and reports the bad ones', async () => {
    const file = await xlsx([
      LOCATION_HEADER,
      [
        'N1-001',
        'Meter one',
        'GHY-DT',
        'Consumer meter',
        'North-1',
        'India',
        'Assam',
        'Guwahati',
        '26.17',
        '91.76',
      ],
      [
        'N1-002',
        'Meter two',
        'Guwahati Distribution',
        'consumer meter',
        'North / North-1 / North-1a',
        '',
        '',
        '',
        '',
        '',
      ],
      ['S1-001', 'Meter south', 'GHY-DT', 'Consumer meter', 'South-1', '', '', '', '', ''],
      ['X-001', 'No project', 'Nowhere', 'Consumer meter', '', '', '', '', '', ''],
      ['X-002', 'No template', 'GHY-DT', 'Pole', '', '', '', '', '', ''],
      ['X-003', 'No group', 'GHY-DT', 'Consumer meter', 'West', '', '', '', '', ''],
      ['X-004', 'Half a position', 'GHY-DT', 'Consumer meter', '', '', '', '', '26.1', ''],
      ['', 'No identifier', 'GHY-DT', 'Consumer meter', '', '', '', '', '', ''],
    ]);
    const response = await upload(t, LOCATIONS, admin, { name: 'locations.xlsx', content: file });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const job = await waitForJob(t, admin, response.body.data.id);
    expect(job).toMatchObject({ status: JOB_STATUSES.completedWithErrors, rowsDone: 8, rowsFailed: 5 });
    const rows = await locations();
    expect(rows.map((l) => [l.identifier, l.accessGroupId])).toEqual([
      ['N1-001', tree.ids['North-1']],
      ['N1-002', tree.ids['North-1a']],
      ['S1-001', tree.ids['South-1']],
    ]);
    const errors = await rejected(admin, job.id);
    expect(errors.map((e) => e[0])).toEqual(['5', '6', '7', '8', '9']);
    expect(errors[0]![1]).toContain('Project: no project has the code or name "Nowhere".');
    expect(errors[1]![1]).toContain('Template: no work location template');
    expect(errors[2]![1]).toContain('has no access group "West"');
    expect(errors[3]![1]).toMatch(/Longitude/);
    expect(errors[4]![1]).toMatch(/Identifier/);
  });

  it('updates by identifier on a re-import instead of duplicating', async () => {
    const file = await xlsx([
      LOCATION_HEADER,
      ['N1-001', 'Meter one renamed', 'GHY-DT', 'Consumer meter', 'North-2', '', '', '', '26.5', '91.5'],
    ]);
    const response = await upload(t, LOCATIONS, admin, { name: 'locations-2.xlsx', content: file });
    const job = await waitForJob(t, admin, response.body.data.id);
    expect(job.status, job.message ?? '').toBe(JOB_STATUSES.completed);
    const rows = await locations();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      identifier: 'N1-001',
      name: 'Meter one renamed',
      accessGroupId: tree.ids['North-2'],
    });
    expect(Number(rows[0]!.latitude)).toBe(26.5);
  });

  it('refuses a vendor user’s rows, as POST WorkLocation does', async () => {
    const file = await xlsx([
      LOCATION_HEADER,
      ['N1-009', 'Vendor meter', 'GHY-DT', 'Consumer meter', 'North-1', '', '', '', '', ''],
    ]);
    const response = await upload(t, LOCATIONS, vendorUser, { name: 'v.xlsx', content: file });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await waitForJob(t, vendorUser, response.body.data.id)).toMatchObject({
      rowsDone: 1,
      rowsFailed: 1,
    });
    expect(await locations()).toHaveLength(3);
  });

  it('writes a file of several batches whole: exactly the good rows, each bad one reported with its row number', async () => {
    const data: string[][] = [];
    for (let i = 1; i <= 1200; i++)
      data.push([
        `B-${String(i).padStart(4, '0')}`,
        `Bulk meter ${i}`,
        'GHY-DT',
        'Consumer meter',
        '',
        '',
        '',
        '',
        '26.2',
        '91.7',
      ]);
    // A bad row in the first and the second batch of 500, a change to a location the project has, and in the
    // third batch a row naming a location that batch creates (which that row then renames).
    data.splice(10, 0, ['X-BAD-1', 'No project', 'Nowhere', 'Consumer meter', '', '', '', '', '', '']);
    data.splice(300, 0, [
      'N1-002',
      'Meter two, renamed in bulk',
      'GHY-DT',
      'Consumer meter',
      'North / North-1 / North-1a',
      '',
      '',
      '',
      '',
      '',
    ]);
    data.splice(700, 0, [
      'X-BAD-2',
      'Bad position',
      'GHY-DT',
      'Consumer meter',
      '',
      '',
      '',
      '',
      'north',
      '91.7',
    ]);
    data.splice(1150, 0, [
      'B-1100',
      'Bulk meter 1100, renamed',
      'GHY-DT',
      'Consumer meter',
      '',
      '',
      '',
      '',
      '26.2',
      '91.7',
    ]);
    const rowNumber = (identifier: string) => data.findIndex((r) => r[0] === identifier) + 2;
    expect(data.filter((r) => r[0] === 'B-1100').map((r) => r[1])).toEqual([
      'Bulk meter 1100',
      'Bulk meter 1100, renamed',
    ]);
    const response = await upload(t, LOCATIONS, admin, {
      name: 'bulk.xlsx',
      content: await xlsx([LOCATION_HEADER, ...data]),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const job = await waitForJob(t, admin, response.body.data.id);
    expect(job).toMatchObject({ status: JOB_STATUSES.completedWithErrors, rowsDone: 1204, rowsFailed: 2 });
    const errors = await rejected(admin, job.id);
    expect(errors.map((e) => e[0])).toEqual([String(rowNumber('X-BAD-1')), String(rowNumber('X-BAD-2'))]);
    expect(errors[0]![1]).toContain('Project: no project has the code or name "Nowhere".');
    expect(errors[1]![1]).toBe('Latitude must be a number.');
    const rows = await locations();
    const bulk = rows.filter((l) => l.identifier.startsWith('B-'));
    expect(bulk).toHaveLength(1200);
    expect(bulk.find((l) => l.identifier === 'B-1100')!.name).toBe('Bulk meter 1100, renamed');
    expect(bulk.find((l) => l.identifier === 'B-0500')).toMatchObject({
      name: 'Bulk meter 500',
      accessGroupId: null,
    });
    expect(Number(bulk[0]!.latitude)).toBe(26.2);
    expect(rows.find((l) => l.identifier === 'N1-002')).toMatchObject({
      name: 'Meter two, renamed in bulk',
      accessGroupId: tree.ids['North-1a'],
    });
    expect(rows.some((l) => l.identifier.startsWith('X-BAD'))).toBe(false);
  });
});

describe('work-location groups import and export', () => {
  const header = ['Name', 'Project', 'Description', 'Work locations'];

  it('creates the good rows with their members, reports the bad ones, and updates by name on a re-import', async () => {
    const file = await xlsx([
      header,
      ['Feeder 11', 'GHY-DT', 'First Monday', 'N1-001, N1-002; S1-001'],
      ['Empty group', 'Guwahati Distribution', '', ''],
      ['Bad members', 'GHY-DT', '', 'N1-001, ZZ-404'],
      ['No project', '', '', ''],
      ['', 'GHY-DT', '', ''],
    ]);
    const response = await upload(t, GROUPS, admin, { name: 'groups.xlsx', content: file });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const job = await waitForJob(t, admin, response.body.data.id);
    expect(job).toMatchObject({ status: JOB_STATUSES.completedWithErrors, rowsDone: 5, rowsFailed: 3 });
    const errors = await rejected(admin, job.id);
    expect(errors.map((e) => e[0])).toEqual(['4', '5', '6']);
    expect(errors[0]![1]).toContain('"ZZ-404"');
    expect(errors[1]![1]).toContain('Project is required');
    const groups = async () =>
      t.db
        .select({ name: workLocationGroup.name, description: workLocationGroup.description })
        .from(workLocationGroup)
        .where(eq(workLocationGroup.organisationId, org.organisationId))
        .orderBy(asc(workLocationGroup.name));
    expect((await groups()).map((g) => g.name)).toEqual(['Empty group', 'Feeder 11']);

    const second = await upload(t, GROUPS, admin, {
      name: 'groups-2.xlsx',
      content: await xlsx([header, ['feeder 11', 'GHY-DT', 'Second Monday', 'N1-002']]),
    });
    expect((await waitForJob(t, admin, second.body.data.id)).status).toBe(JOB_STATUSES.completed);
    expect(await groups()).toEqual([
      { name: 'Empty group', description: null },
      { name: 'feeder 11', description: 'Second Monday' },
    ]);
    const third = await upload(t, GROUPS, admin, {
      name: 'groups-3.xlsx',
      content: await xlsx([header, ['Feeder 11', 'GHY-DT', '', 'N1-001, N1-002, S1-001']]),
    });
    expect((await waitForJob(t, admin, third.body.data.id)).status).toBe(JOB_STATUSES.completed);
  });

  it('exports the groups with the members the caller can see: a vendor user only those their grants reach', async () => {
    const exported = async (token: string) => {
      const response = await t.request('POST', '/api/workorder/WorkLocationGroup/Export', {
        token,
        body: { projectId: tree.projectId },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const job = await waitForJob(t, token, response.body.data.id);
      expect(job.status, job.message ?? '').toBe(JOB_STATUSES.completed);
      const rows = await readSheet(
        (await download(t, token, `/api/file/FileProcessQueue/Download?id=${job.id}`)).content,
      );
      // Empty cells leave holes in the row.
      return rows.map((row) => Array.from(row, (cell) => cell ?? ''));
    };
    const rows = await exported(admin);
    expect(rows[0]).toEqual(['Name', 'Project', 'Description', 'Work locations', 'Location count']);
    expect(rows.slice(1)).toEqual([
      ['Empty group', 'Guwahati Distribution', '', '', '0'],
      ['Feeder 11', 'Guwahati Distribution', '', 'N1-001, N1-002, S1-001', '3'],
    ]);
    // N1-001 moved to North-2 above; the vendor's grant reaches North-1 and below: N1-002 only.
    const vendorRows = await exported(vendorUser);
    expect(vendorRows.slice(1).map((r) => [r[0], r[3], r[4]])).toEqual([
      ['Empty group', '', '0'],
      ['Feeder 11', 'N1-002', '1'],
    ]);
  });
});
