import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crew } from '../../../../server/db/schema/index';
import { fields } from '../../people-fixtures';
import { admin, newCrew, openCrewWorld, people, t, v1 } from './crew-setup';

openCrewWorld();

describe('POST /api/account/Crew: refused input', () => {
  it('answers invalid crews with field errors and writes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(crew);
    const response = await t.request('POST', '/api/account/Crew', {
      token: admin,
      body: {
        name: '',
        colour: 'red',
        vendorId: v1,
        members: [{ workforceId: people.ravi, role: 'boss' }],
      },
    });
    expect(response.status).toBe(400);
    expect(fields(response)).toEqual(['Colour', 'Members.0.Role', 'Name']);
    const twoLeaders = await t.request('POST', '/api/account/Crew', {
      token: admin,
      body: newCrew('Two Leaders', [
        { workforceId: people.ravi!, role: 'leader' },
        { workforceId: people.mina!, role: 'leader' },
        { workforceId: people.mina!, role: 'helper' },
      ]),
    });
    expect(twoLeaders.body.errors).toEqual([
      { field: 'Members.2.WorkforceId', message: 'This person is already in the crew.' },
      { field: 'Members', message: 'A crew has at most one leader.' },
    ]);
    const inactive = await t.request('POST', '/api/account/Crew', {
      token: admin,
      body: newCrew('Ghost Crew', [{ workforceId: people.gone!, role: 'helper' }]),
    });
    expect(inactive.body.errors[0].message).toBe('Gone Person is inactive and cannot join a crew.');
    const [after] = await t.db.select({ n: count() }).from(crew);
    expect(after!.n).toBe(before!.n);
  });
});
