import type { JobStatus } from '../../../src/domain/file-jobs';
import type { TestApp } from '../../support/test-app';
import { multipart } from '../people-fixtures';
import { fileText } from './file-text';
import type { TenantWorld, VendorSide } from './tenant-world';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One request naming another tenant's records. `refusal` (the default): only a refusal may answer. `list`: a
 * 200 is fine when it shows nothing of the other tenant (lists, lookups, reports, and a write acting on the
 * caller's own records). `own`: the caller works on a record of its own that carries the other tenant's id
 * (a client-chosen id), so a 200 is fine when it shows none of the other tenant's names.
 */
export interface Probe {
  method: Method;
  path: string;
  body?: unknown;
  /** A multipart upload instead of a JSON body. */
  upload?: Upload;
  headers?: Record<string, string>;
  expect?: 'refusal' | 'list' | 'own';
  /**
   * What the caller itself sent that an answer may repeat without showing anything of the other tenant's: an
   * import's rejected rows echo the cells of the caller's workbook, names of the other tenant's included.
   */
  echoes?: string[];
  /** The answer is a file job of the caller's: followed to its end, and its status and result judged too. */
  job?: JobExpectation;
}

/** A file sent under `field` (`file` unless named), as an import takes it. */
export interface Upload {
  field?: string;
  name: string;
  content: Buffer;
}

/** How a followed job must end. */
export interface JobExpectation {
  status: JobStatus;
  /** Rows the job must have refused (an import naming only the other tenant's records refuses every row). */
  rowsFailed?: number;
  /**
   * Text its result file must hold: the caller's own rows, so that an empty export cannot pass for one
   * showing nothing of the other tenant's, or the reason an import refused its rows.
   */
  shows?: string[];
}

export interface ProbeContext {
  /** The organisation under attack, and its vendors V1 (target) and V2 (attacker). */
  a: TenantWorld;
  v1: VendorSide;
  v2: VendorSide;
  /** The attacking organisation, whose own records some probes combine with A's ids. */
  b: TenantWorld;
  /** The stored version of one of A's records (or, given B, of B's). */
  version(table: string, id: string, of?: TenantWorld): Promise<number>;
}

/** A probe; `expect` as in Probe. */
export function call(method: Method, path: string, body?: unknown, expect?: Probe['expect']): Probe {
  return { method, path, ...(body !== undefined ? { body } : {}), ...(expect ? { expect } : {}) };
}

type Source = (c: ProbeContext) => Probe[] | Promise<Probe[]>;

/** The probes of one route (`METHOD /path` as the OpenAPI document spells it). */
export interface RouteProbes {
  route: string;
  /** B's administrator naming A's records. */
  org?: Source;
  /** V2's user naming V1's records. */
  vendor?: Source;
  /**
   * B creating records of its own under A's ids, then using them. (V2 reusing V1's ids collides inside one
   * organisation, so those attempts are `vendor` probes, to be refused.)
   */
  reuse?: Source;
}

export interface Answer {
  status: number;
  text: string;
  json: { errors?: Array<{ field: string }>; data?: unknown } | null;
}

function payloadOf(probe: Probe): { payload?: string | Buffer; contentType?: string } {
  if (probe.upload) {
    const { field = 'file', name, content } = probe.upload;
    return multipart({}, { key: field, name, content });
  }
  if (probe.body !== undefined)
    return { payload: JSON.stringify(probe.body), contentType: 'application/json' };
  return {};
}

/**
 * Sends a probe through the real app. An answer that is not JSON is a file: its text is what it says (a
 * workbook unpacked, see file-text.ts) after the name it is sent under.
 */
export async function send(t: TestApp, token: string, probe: Probe): Promise<Answer> {
  const { payload, contentType } = payloadOf(probe);
  const response = await t.app.inject({
    method: probe.method,
    url: probe.path,
    headers: {
      authorization: `Bearer ${token}`,
      ...(contentType ? { 'content-type': contentType } : {}),
      ...probe.headers,
    },
    ...(payload !== undefined ? { payload } : {}),
  });
  const type = String(response.headers['content-type'] ?? '');
  if (/json/.test(type))
    return { status: response.statusCode, text: response.body, json: JSON.parse(response.body) };
  const name = String(response.headers['content-disposition'] ?? '');
  return { status: response.statusCode, text: `${name}\n${fileText(response.rawPayload, type)}`, json: null };
}

export interface Secrets {
  ids: ReadonlySet<string>;
  strings: readonly string[];
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
// Reference data (countries, industries, activity types, asset levels) is shared by every tenant.
const REFERENCE_ID = /(Country|State|City|Industry|ActivityType|AssetLevel)Id$/;

/** A field error naming an id (VendorId, WorkOrderIds[0], Members.0.WorkforceId): an id B cannot use. */
export function isIdField(field: string): boolean {
  const name = field.replace(/\[\d+\]|\.\d+/g, '');
  return /(^|\.)(Id|[A-Za-z]*Ids?)$/.test(name) && !REFERENCE_ID.test(name);
}

function shows(answer: string, secrets: Secrets, idsToo: boolean, echoes: readonly string[]): string | null {
  // Longest first, so an echo containing a shorter one goes whole; an empty one would split every character.
  const text = echoes
    .filter((echo) => echo.length > 0)
    .sort((x, y) => y.length - x.length)
    .reduce((rest, echo) => rest.split(echo).join(' '), answer);
  if (idsToo) {
    const id = (text.match(UUID) ?? []).find((found) => secrets.ids.has(found.toLowerCase()));
    if (id) return `shows the id ${id}`;
  }
  const name = secrets.strings.find((s) => text.includes(s));
  return name ? `shows "${name}"` : null;
}

/**
 * Why an answer is a leak, or null when it is not. A refusal is 403 or 404, or 400/422 whose field errors
 * all name ids (the ids B cannot form a body with); any other 400 means the probe itself was malformed, so it
 * counts too, to keep the matrix honest. Nothing may be 5xx, and no answer may show the other tenant.
 */
export function judge(probe: Probe, answer: Answer, secrets: Secrets): string | null {
  const expect = probe.expect ?? 'refusal';
  if (answer.status >= 500) return `answered ${answer.status}`;
  const seen = shows(answer.text, secrets, expect !== 'own', probe.echoes ?? []);
  if (seen) return `answered ${answer.status} and ${seen}`;
  if (answer.status === 200) return expect === 'refusal' ? 'answered 200 (not refused)' : null;
  if (answer.status === 403 || answer.status === 404) return null;
  if (answer.status === 409 && expect !== 'list') return null;
  if (answer.status === 400 || answer.status === 422) {
    const fields = (answer.json?.errors ?? []).map((e) => e.field);
    if (fields.length && fields.every(isIdField)) return null;
    return `answered ${answer.status} naming ${fields.join(', ') || 'no field'}: ${answer.text.slice(0, 300)}`;
  }
  return `answered ${answer.status}`;
}

/** The route a probe calls, as the OpenAPI document names it: path ids written as {id}. */
export function routeOf(probe: Probe, templates: readonly string[]): string | null {
  const path = probe.path.split('?')[0]!;
  const match = templates.find((template) => {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
  return match ? `${probe.method} ${match}` : null;
}
