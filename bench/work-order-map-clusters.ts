/**
 * The map's calls per viewport (`Workorder/GetMapClusters`, `Workorder/GetMapSelection`) on the bench's
 * seeded orders: the answer's bytes gzipped and the server time (HTTP through the real app, and the query run
 * directly) at the desktop viewport and a zoomed one, and the time of a polygon and a circle selection. Checks
 * that the clusters' counts add up to the viewport's total and, over the whole map, to GetAll's total for the
 * same filter. Part of `npm run bench -- work-order-map` (bench/README.md).
 */
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/db/client';
import { withScope } from '../server/db/client';
import { workOrderMapClusters } from '../server/services/workorder/work-order/map-clusters';
import { workOrderMapSelection } from '../server/services/workorder/work-order/map-selection';
import {
  type MapClusters,
  mapClustersQuerySchema,
  mapSelectionQuerySchema,
} from '../src/domain/work-order-clusters';
import { time } from './bench-db';
import { median, percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
/** The aims of issue 36: a viewport's answer at most 300 KB gzipped and 50 ms on the server (p95). */
const BYTES_TARGET = 300_000;
const SERVER_TARGET_MS = 50;
const SELECTION_TARGET_MS = 300;
/** The active map's filter, as the console sends it. */
const ACTIVE = { status: 1, multipleStatus: [2, 3, 5] };
/** The console's desktop map: 1280 x 800 pixels at SPEC's default zoom 7, centred near 26.155 N, 91.779 E. */
const DESKTOP = { width: 1280, height: 800, zoom: 7, latitude: 26.155, longitude: 91.779 };

/** The bounds of a screen of `width` x `height` pixels at `zoom` centred on a position (web mercator). */
export function viewport(width: number, height: number, zoom: number, latitude: number, longitude: number) {
  const size = 256 * 2 ** zoom;
  const x = ((longitude + 180) / 360) * size;
  const s = Math.sin((latitude * Math.PI) / 180);
  const y = (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * size;
  const lng = (px: number) => Math.max(-180, Math.min(180, (px / size) * 360 - 180));
  const lat = (py: number) =>
    Math.max(-85, Math.min(85, (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / size))) * 180) / Math.PI));
  return {
    west: lng(x - width / 2),
    east: lng(x + width / 2),
    north: lat(y - height / 2),
    south: lat(y + height / 2),
    zoom,
  };
}

const ms = (value: number) => value.toFixed(1).padStart(7);

export async function benchMapClusters(
  app: FastifyInstance,
  database: Database,
  token: string,
  scope: { organisationId: string; vendorId: null; userId: undefined },
): Promise<{ ok: boolean; wholeTotal: number }> {
  let ok = true;
  const post = (url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/workorder/Workorder/${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      payload: payload as object,
    });
  const read = async (url: string, payload: unknown) => {
    const answer = await post(url, payload);
    if (answer.statusCode !== 200 && answer.statusCode !== 422)
      throw new Error(`${url} answered ${answer.statusCode}: ${answer.body}`);
    const json =
      answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.rawPayload) : answer.rawPayload;
    return {
      status: answer.statusCode,
      gzipped: answer.rawPayload.length,
      data: JSON.parse(json.toString()).data,
    };
  };

  // Exact: over the whole map, the clusters add up to the orders GetAll counts for the filter.
  const whole = (
    await read('GetMapClusters', { ...ACTIVE, west: -180, south: -85, east: 180, north: 85, zoom: 3 })
  ).data as MapClusters;
  const listed = (await read('GetAll', { ...ACTIVE, isMapView: true, pageSize: 1 })).data as {
    pageTotal: number;
  };
  const summed = whole.clusters.reduce((sum, c) => sum + c.count, 0) || (whole.map?.ids.length ?? 0);
  console.log(
    `\nWorkorder/GetMapClusters, whole map at zoom 3: ${summed.toLocaleString('en')} orders in ${whole.clusters.length} clusters; GetAll total ${listed.pageTotal.toLocaleString('en')}`,
  );
  if (summed !== listed.pageTotal || whole.total !== listed.pageTotal) {
    console.error(`FAIL: the clusters count ${summed} (total ${whole.total}), GetAll ${listed.pageTotal}`);
    ok = false;
  }

  const desktop = viewport(DESKTOP.width, DESKTOP.height, DESKTOP.zoom, DESKTOP.latitude, DESKTOP.longitude);
  const first = (await read('GetMapClusters', { ...ACTIVE, ...desktop })).data as MapClusters;
  const biggest = [...first.clusters].sort((a, b) => b.count - a.count)[0];
  const zoomed = biggest
    ? viewport(DESKTOP.width, DESKTOP.height, 12, biggest.latitude, biggest.longitude)
    : { ...desktop, zoom: 12 };
  console.log(`Workorder/GetMapClusters, active map (ms, ${RUNS} runs after 2 warm-ups)`);
  console.log(
    '                                   HTTP median    p95  direct median    p95  kind       clusters  in view   gzipped',
  );
  for (const [label, view] of [
    [`desktop 1280x800, zoom ${desktop.zoom}`, desktop],
    ['zoomed to its largest cluster, 12', zoomed],
  ] as const) {
    const body = { ...ACTIVE, ...view };
    const answer = await read('GetMapClusters', body);
    const data = answer.data as MapClusters;
    const sum =
      data.kind === 'clusters' ? data.clusters.reduce((s, c) => s + c.count, 0) : data.map!.ids.length;
    if (sum !== data.total || data.statuses.reduce((a, b) => a + b, 0) !== data.total) {
      console.error(`FAIL: ${label}: the clusters count ${sum}, the viewport's total is ${data.total}`);
      ok = false;
    }
    const query = mapClustersQuerySchema.parse(body);
    const http = await time(() => post('GetMapClusters', body), RUNS, 2);
    const direct = await time(
      () => withScope(database.db, scope, (tx) => workOrderMapClusters(tx, query)),
      RUNS,
      2,
    );
    console.log(
      `${label.padEnd(34)} ${ms(median(http))} ${ms(percentile(http, 95))}     ${ms(median(direct))} ${ms(percentile(direct, 95))}  ${data.kind.padEnd(9)} ${String(data.clusters.length).padStart(8)}  ${String(data.total).padStart(7)}  ${String(answer.gzipped).padStart(8)}`,
    );
    if (answer.gzipped > BYTES_TARGET || percentile(direct, 95) > SERVER_TARGET_MS) {
      console.error(
        `FAIL: ${label}: aims ${BYTES_TARGET} bytes gzipped and ${SERVER_TARGET_MS} ms p95 on the server`,
      );
      ok = false;
    }
  }

  // Selections around the largest cluster: a polygon of its bounds and a circle of 2 km.
  const centre = biggest ?? { latitude: DESKTOP.latitude, longitude: DESKTOP.longitude, bounds: undefined };
  const [west, south, east, north] = biggest?.bounds ?? [
    zoomed.west,
    zoomed.south,
    zoomed.east,
    zoomed.north,
  ];
  const pad = 0.0005;
  const shapes = [
    [
      'polygon (the largest cluster)',
      {
        polygon: [
          { latitude: south - pad, longitude: west - pad },
          { latitude: south - pad, longitude: east + pad },
          { latitude: north + pad, longitude: east + pad },
          { latitude: north + pad, longitude: west - pad },
        ],
      },
    ],
    ['circle, 2 km', { circle: { latitude: centre.latitude, longitude: centre.longitude, radius: 2000 } }],
  ] as const;
  console.log('Workorder/GetMapSelection (ms)       HTTP median    p95  direct median    p95  answer');
  for (const [label, shape] of shapes) {
    const body = { ...ACTIVE, ...shape };
    const answer = await read('GetMapSelection', body);
    const query = mapSelectionQuerySchema.parse(body);
    const http = await time(() => post('GetMapSelection', body), RUNS, 2);
    const direct = await time(
      () => withScope(database.db, scope, (tx) => workOrderMapSelection(tx, query)).catch(() => null),
      RUNS,
      2,
    );
    const said =
      answer.status === 200 ? `${(answer.data as { count: number }).count} orders` : 'over 100, refused';
    console.log(
      `${label.padEnd(34)} ${ms(median(http))} ${ms(percentile(http, 95))}     ${ms(median(direct))} ${ms(percentile(direct, 95))}  ${said}`,
    );
    if (median(direct) > SELECTION_TARGET_MS) {
      console.error(`FAIL: ${label}: aim ${SELECTION_TARGET_MS} ms`);
      ok = false;
    }
  }
  return { ok, wholeTotal: whole.total };
}
