import { describe, expect, it } from 'vitest';
import { addVendor } from '../../../support/test-app';
import { addCrew } from '../../access-fixtures';
import { move, okCall } from '../asset-fixtures';
import { admin, ok, openAssetWorld, org, setup, t } from '../asset-setup';

openAssetWorld();

describe('places that hold assets', () => {
  it('a vendor, crew or work location that holds assets or appears in their history cannot be deleted', async () => {
    const holdingVendor = await addVendor(t, org.organisationId, 'Dhubri Holding Vendor');
    const holdingCrew = await addCrew(t, org.organisationId, 'Dhubri Crew', holdingVendor);
    let asset = await setup.addAsset();
    asset = await ok('POST', 'Asset/UpdateAssetLocation', move(asset, 4, 3, { crewId: holdingCrew }));
    const crewRefused = await t.request('DELETE', `/api/account/Crew?id=${holdingCrew}`, { token: admin });
    expect(crewRefused.status).toBe(409);
    expect(crewRefused.body.returnMessage[0]).toContain(`1 asset (${asset.code})`);
    const vendorRefused = await t.request('DELETE', `/api/account/Vendor?id=${holdingVendor}`, {
      token: admin,
    });
    expect(vendorRefused.status).toBe(409);
    expect(vendorRefused.body.returnMessage[0]).toContain(asset.code);

    const project = await okCall(t, admin, 'POST', 'workorder/Project', { projectName: 'Dhubri Metering' });
    const template = await okCall(t, admin, 'POST', 'workorder/WorkLocationTemplate', {
      name: 'Dhubri Pole',
    });
    const pole = await okCall(t, admin, 'POST', 'workorder/WorkLocation', {
      projectId: project.id,
      workLocationTemplateId: template.id,
      locationIdentifier: 'DHB-1',
      name: 'Pole 1',
    });
    asset = await ok('POST', 'Asset/UpdateAssetLocation', move(asset, 6, 4, { workLocationId: pole.id }));
    expect(asset.place).toMatchObject({ workLocationId: pole.id, label: 'Field: DHB-1 Pole 1' });
    const poleRefused = await t.request('DELETE', `/api/workorder/WorkLocation?id=${pole.id}`, {
      token: admin,
    });
    expect(poleRefused.status).toBe(409);
  });
});
