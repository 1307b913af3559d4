// @vitest-environment node
import { PgDialect, alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { asset, country, crew, vendor } from './schema/index';
import { tenantJoin } from './tenant-join';

const dialect = new PgDialect();
const text = (join: ReturnType<typeof tenantJoin>) => dialect.sqlToQuery(join).sql;

describe('tenantJoin', () => {
  it('joins within the organisation of both sides, then on the key', () => {
    expect(text(tenantJoin(vendor.id, asset.vendorId))).toBe(
      '("vendor"."organisation_id" = "asset"."organisation_id" and "vendor"."id" = "asset"."vendor_id")',
    );
  });

  it('uses an aliased table’s own organisation column', () => {
    const toCrew = alias(crew, 'to_crew');
    expect(text(tenantJoin(toCrew.id, asset.crewId))).toBe(
      '("to_crew"."organisation_id" = "asset"."organisation_id" and "to_crew"."id" = "asset"."crew_id")',
    );
  });

  it('refuses a column of a table without an organisation', () => {
    expect(() => tenantJoin(country.id, asset.vendorId)).toThrow(
      /country.id is not a column of a tenant table/,
    );
  });
});
