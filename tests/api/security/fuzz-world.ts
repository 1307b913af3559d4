import { expect } from 'vitest';
import { newId } from '../../../server/crypto';
import { createFileJobRunner } from '../../../server/services/file/processing/file-job-runner';
import { DATA_TYPES, JOB_STATUSES } from '../../../src/domain/file-jobs';
import type { TestApp } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';
import { addVendorUser, buildWorld } from '../workorder/work-order/work-order-fixtures';
import type { Caller } from './fuzz-cases';

/** The app the fuzzer attacks, the tokens of its callers, and real ids to aim requests at. */
export interface FuzzWorld {
  t: TestApp;
  tokens: Record<Caller, string | undefined>;
  /**
   * Real ids by the field names requests carry them in (projectId...), and by `Resource?id` for `?id=`; a
   * number a field must name (dataType) as its text.
   */
  ids: Map<string, string>;
}

/** The admin's token with its claims changed and the signature kept: a token the server must not trust. */
function forge(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, vendorId: null, roleId: claims.sub })).toString(
    'base64url',
  );
  return `${header}.${forged}.${signature}`;
}

/**
 * A finished export with its file, run here by the job engine's own runner: the app runs no jobs, so the
 * file routes would otherwise only ever name jobs that are queued or missing.
 */
async function finishedExport(t: TestApp, token: string, organisationId: string): Promise<string> {
  const queued = await t.request('POST', '/api/workorder/WorkLocation/Export', { token, body: {} });
  expect(queued.status, JSON.stringify(queued.body)).toBe(200);
  const jobId = queued.body.data.id as string;
  const { config, log } = t.app;
  const runner = createFileJobRunner({
    db: t.db,
    dataDir: config.dataDir,
    owner: newId(),
    log,
    onFinished: async () => {},
  });
  await runner.run({ organisationId, jobId });
  const job = await t.request('GET', `/api/file/FileProcessQueue/GetById?id=${jobId}`, { token });
  expect(job.body.data, 'the fuzz world’s export').toMatchObject({ status: JOB_STATUSES.completed });
  return jobId;
}

/**
 * An organisation with the work-order fixture world (project, access groups, locations, workflow, vendors,
 * crews), one work order, a finished export, its administrator and a vendor administrator bound to the first
 * vendor.
 */
export async function buildFuzzWorld(): Promise<FuzzWorld> {
  // Background jobs (imports, exports, their notifications) would write between requests and be taken for
  // the writes of refused ones; queued but not run, the database changes only by the requests themselves.
  const t = await createTestApp({ jobs: false });
  const org = await createTenant(t, 'Fuzz Org');
  const admin = await t.signIn(org.adminEmail);
  const w = await buildWorld(t, org, admin, 'Fuzz');
  const vendor = await addVendorUser(t, org, 'vendor.admin@fuzz.example', w.vendorA);
  const order = await t.request('POST', '/api/workorder/Workorder', {
    token: admin,
    body: {
      projectId: w.tree.projectId,
      workLocationId: w.locations.get('N1-100'),
      workflowId: w.workflowId,
      vendorId: w.vendorA,
      crewId: w.crewA1,
    },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const workOrderId = order.body.data.id as string;
  const ids = new Map<string, string>([
    ['projectId', w.tree.projectId],
    ['accessGroupId', w.tree.ids.North],
    ['parentId', w.tree.ids.North],
    ['workLocationId', w.locations.get('N1-100')!],
    ['workLocationTemplateId', w.templateId],
    ['elementId', w.ratingId],
    ['workflowId', w.workflowId],
    ['vendorId', w.vendorA],
    ['crewId', w.crewA1],
    ['workorderId', workOrderId],
    ['workOrderId', workOrderId],
    // `?id=` of the routes on each resource (GET and PUT only: removing routes never get real ids).
    ['Vendor?id', w.vendorA],
    ['Crew?id', w.crewA1],
    ['Project?id', w.tree.projectId],
    ['AccessGroup?id', w.tree.ids['North-2']],
    ['WorkLocationTemplate?id', w.templateId],
    ['WorkLocationTemplate/Element?id', w.ratingId],
    ['WorkLocation?id', w.locations.get('N2-400')!],
    ['WorkFlow?id', w.workflowId],
    ['FileProcessQueue?id', await finishedExport(t, admin, org.organisationId)],
    // Imported and exported both: the sample, the history and the queue all take it.
    ['dataType', String(DATA_TYPES.workLocation.id)],
  ]);
  return { t, tokens: { admin, vendor, anonymous: undefined, forged: forge(admin) }, ids };
}
