/**
 * `npm run bench -- lighthouse`: Lighthouse's mobile and desktop profiles over the main screens of the built
 * console, served by the real server (PGlite, the demo organisation), signed in. bench/README.md describes
 * the figures and the aims.
 */
import {
  AUDIT_HEADER,
  auditRow,
  missedAims,
  startAuditor,
  type Audit,
  type Auditor,
  type Profile,
} from '../tests/support/lighthouse';
import { BENCH_ADMIN, benchCount } from './bench-db';
import { serveConsole } from './console-build';

const PORT = Number(process.env.BENCH_PORT ?? 4744);

/** The id of one work order of the demo organisation, asked of the API as the signed-in page. */
async function someWorkOrder(auditor: Auditor): Promise<string> {
  return auditor.evaluate(async () => {
    const { accessToken } = JSON.parse(localStorage.getItem('session') ?? '{}') as { accessToken?: string };
    const response = await fetch('/api/workorder/Workorder/GetAll', {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, pageSize: 1 }),
    });
    const body = (await response.json()) as { data: { workorders: Array<{ id: string }> } };
    const id = body.data.workorders[0]?.id;
    if (!id) throw new Error('the demo organisation has no work order');
    return id;
  });
}

function median(audits: Audit[]): Audit {
  const middle = <K extends keyof Audit>(key: K) =>
    [...audits].sort((a, b) => Number(a[key]) - Number(b[key]))[Math.floor(audits.length / 2)]![key];
  // Each figure's own median, as Lighthouse's documentation suggests for repeated runs.
  return {
    ...audits[0]!,
    performance: middle('performance'),
    accessibility: middle('accessibility'),
    bestPractices: middle('bestPractices'),
    seo: middle('seo'),
    lcpMs: middle('lcpMs'),
    tbtMs: middle('tbtMs'),
    cls: middle('cls'),
    requests: middle('requests'),
    scripts: middle('scripts'),
    bytes: middle('bytes'),
  };
}

export async function benchLighthouse(): Promise<boolean> {
  const server = await serveConsole('bench-lighthouse', PORT);
  const runs = benchCount('BENCH_LIGHTHOUSE_RUNS', 1);
  const profiles = (process.env.BENCH_LIGHTHOUSE_PROFILES ?? 'mobile,desktop').split(',') as Profile[];
  const auditor = await startAuditor(`http://127.0.0.1:${PORT}`, BENCH_ADMIN);
  try {
    const order = await someWorkOrder(auditor);
    const pages: Array<[string, string]> = [
      ['sign-in', '/sign-in'],
      ['dashboard', '/dashboard'],
      ['work-order list', '/work-order/list-view'],
      ['work-order page', `/work-order/list-view/view/${order}`],
      ['map', '/work-order/map-view'],
      ['swim lane', '/work-order/swim-lane'],
      ['reports', '/reports'],
      ['report builder', '/reports/create'],
    ];
    // BENCH_LIGHTHOUSE_PAGES=sign-in,dashboard audits those pages only (labels as printed).
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((label) => label.trim());
    if (only) pages.splice(0, pages.length, ...pages.filter(([label]) => only.includes(label)));
    const audits: Audit[] = [];
    console.log(`\nLighthouse 12.2.3, cold load with the session kept, median of ${runs}`);
    console.log(AUDIT_HEADER);
    for (const profile of profiles) {
      for (const [label, pagePath] of pages) {
        const samples: Audit[] = [];
        // /sign-in is audited signed out (a signed-in user is sent on to the dashboard).
        const signedOut = pagePath === '/sign-in';
        for (let run = 0; run < runs; run++)
          samples.push(await auditor.audit(label, pagePath, profile, signedOut));
        const audit = median(samples);
        audits.push(audit);
        const landed = new URL(audit.finalUrl).pathname;
        const missed = missedAims(audit);
        const note = landed === pagePath ? '' : ` (landed on ${landed})`;
        console.log(`${auditRow(audit)}  ${missed.length ? `missed: ${missed.join(', ')}` : 'ok'}${note}`);
      }
    }
    return audits.every((audit) => missedAims(audit).length === 0);
  } finally {
    await auditor.close();
    await server.close();
  }
}
