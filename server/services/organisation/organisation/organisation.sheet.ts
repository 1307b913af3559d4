import { and, asc, count, inArray, sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import {
  organisationAddressUpdateSchema,
  organisationCreateSchema,
  organisationListQuerySchema,
  organisationUpdateSchema,
} from '../../../../src/domain/organisations';
import type { Tx } from '../../../db/client';
import { industry, organisation } from '../../../db/schema/index';
import { createInvitedOrganisation } from './lifecycle';
import { updateOrganisationAddress, updateOrganisationDetails } from './writes';
import { getOrganisation, organisationFilter, selectOrganisations, toOrganisation } from './queries';
import { acrossOrganisations, asListed, forOrganisation } from './platform-scope';
import {
  RowRejected,
  addressColumns,
  defineExport,
  defineImport,
  lowerValues,
  parseRow,
  placeResolver,
} from '../../file/index';
import type { ColumnSpec } from '../../file/index';

const industryNames = async (tx: Tx) =>
  (await tx.select({ name: industry.name }).from(industry).orderBy(asc(industry.name))).map((i) => i.name);

const columns = [
  { key: 'name', header: 'Name', required: true, example: 'Assam Power Distribution' },
  {
    key: 'industry',
    header: 'Industry',
    required: false,
    example: 'Electric utilities',
    allowed: industryNames,
  },
  { key: 'email', header: 'Email', required: false, example: 'office@apd.example' },
  { key: 'phone', header: 'Phone', required: false, example: '+91 361 273 9000' },
  { key: 'website', header: 'Website', required: false, example: 'https://apd.example' },
  ...addressColumns,
  { key: 'administratorName', header: 'Administrator name', required: false, example: 'Ritu Baruah' },
  {
    key: 'administratorEmail',
    header: 'Administrator email',
    required: false,
    example: 'ritu.baruah@apd.example',
  },
] as const satisfies readonly ColumnSpec[];

const headers: Record<string, string> = Object.fromEntries(columns.map((c) => [c.key, c.header]));
const addressHeaders = {
  addressLine: 'Address',
  countryId: 'Country',
  stateId: 'State',
  cityId: 'City',
  postalCode: 'Postal code',
};
Object.assign(headers, addressHeaders, { industryId: 'Industry' });
for (const [key, header] of Object.entries(addressHeaders)) headers[`address.${key}`] = header;
Object.assign(headers, {
  'administrator.name': 'Administrator name',
  'administrator.email': 'Administrator email',
});

/**
 * Organisations: Name, Industry (its name), Email, Phone, Website, the address by names, and the first
 * administrator's name and email, read only when the row creates an organisation. Organisations have no
 * code: a row whose name matches one (ignoring case) updates it, as PUT Organisation and, when any address
 * column is filled, PUT Organisation/UpdateAddress (empty ones keep the address); another row creates one
 * through POST Organisation's own code, roles and first administrator included, who is mailed how to set
 * a password. Platform administrators only, like POST Organisation: an organisation administrator is
 * refused the call.
 */
export const organisationImport = defineImport({
  columns,
  callerRefusal: (auth) => (auth.isPlatformAdmin ? null : SERVER_MESSAGES.platformAdminOnly),
  async prepareBatch(tx, auth, rows) {
    const names = lowerValues(rows, 'name');
    const existing = names.length
      ? await acrossOrganisations(tx, auth, async () =>
          tx
            .select({ id: organisation.id, name: organisation.name })
            .from(organisation)
            .where(inArray(sql`lower(${organisation.name})`, names)),
        )
      : [];
    const industries = new Map((await tx.select().from(industry)).map((i) => [i.name.toLowerCase(), i.id]));
    const place = placeResolver(tx);
    return async (rowTx, row) => {
      const errors: string[] = [];
      const industryId = row.industry ? industries.get(row.industry.toLowerCase()) : null;
      if (industryId === undefined) errors.push(`Industry: no industry is called "${row.industry}".`);
      const { countryId, stateId, cityId } = await place(row, errors);
      if (errors.length) throw new RowRejected(errors);
      const details = {
        name: row.name,
        industryId,
        email: row.email,
        phone: row.phone,
        website: row.website,
      };
      const hasAddress = addressColumns.some((c) => row[c.key]);
      // No country reads as a missing one ("Country is required"), as the form's address needs one.
      const address = {
        addressLine: row.addressLine,
        postalCode: row.postalCode,
        countryId: countryId ?? undefined,
        stateId,
        cityId,
      };
      const matches = existing.filter((o) => o.name.toLowerCase() === row.name.toLowerCase());
      if (matches.length > 1) {
        throw new RowRejected([
          `Name: ${matches.length} organisations are called "${row.name}"; rename all but one first.`,
        ]);
      }
      const [match] = matches;
      if (!match) {
        const administrator = { name: row.administratorName, email: row.administratorEmail };
        const body = parseRow(
          organisationCreateSchema,
          { ...details, ...(hasAddress ? { address } : {}), administrator },
          headers,
        );
        existing.push({ id: await createInvitedOrganisation(rowTx, auth, body), name: body.name });
        return;
      }
      const current = await forOrganisation(rowTx, auth, match.id, () => getOrganisation(rowTx, match.id));
      if (!current) throw new RowRejected([SERVER_MESSAGES.organisationNotFound]);
      const detailBody = parseRow(
        organisationUpdateSchema,
        { ...details, version: current.version },
        headers,
      );
      const addressBody = hasAddress
        ? parseRow(organisationAddressUpdateSchema, { ...address, version: current.version + 1 }, headers)
        : null;
      await updateOrganisationDetails(rowTx, auth, match.id, detailBody);
      if (addressBody) await updateOrganisationAddress(rowTx, auth, match.id, addressBody);
    };
  },
});

/**
 * The organisations the caller may list (every one for a platform administrator, else their own) with the
 * list's search, in name order, in the import's columns: the administrator columns stay empty, so the file
 * imports again as updates.
 */
export const organisationExport = defineExport({
  columns: [
    { header: 'Name', width: 30 },
    { header: 'Industry', width: 22 },
    { header: 'Email', width: 26 },
    { header: 'Phone', width: 18 },
    { header: 'Website', width: 26 },
    { header: 'Address', width: 30 },
    { header: 'Country', width: 14 },
    { header: 'State', width: 16 },
    { header: 'City', width: 16 },
    { header: 'Postal code', width: 12 },
    { header: 'Administrator name', width: 22 },
    { header: 'Administrator email', width: 26 },
  ],
  filterSchema: organisationListQuerySchema,
  async count(tx, filters, caller) {
    const [total] = await asListed(tx, caller, async () =>
      tx.select({ n: count() }).from(organisation).where(organisationFilter(filters)),
    );
    return total?.n ?? 0;
  },
  async page(tx, filters, after: { name: string; id: string } | null, limit, caller) {
    const cursor = after
      ? sql`(${organisation.name}, ${organisation.id}) > (${after.name}, ${after.id}::uuid)`
      : undefined;
    const rows = await asListed(tx, caller, async () =>
      selectOrganisations(tx, and(organisationFilter(filters), cursor))
        .orderBy(asc(organisation.name), asc(organisation.id))
        .limit(limit),
    );
    const last = rows.at(-1);
    return {
      rows: rows
        .map(toOrganisation)
        .map((o) => [
          o.name,
          o.industryName,
          o.email,
          o.phone,
          o.website,
          o.addressLine,
          o.countryName,
          o.stateName,
          o.cityName,
          o.postalCode,
          null,
          null,
        ]),
      last: last ? { name: last.name, id: last.id } : null,
    };
  },
});
