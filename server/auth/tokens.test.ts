// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, createTokenSigner } from './tokens';

const claims = {
  sub: '0b8f5d0e-8d5e-4a43-9d6e-6f1f3f2a7c11',
  organisationId: '7a1c2e9b-3f4d-4b5a-8c6d-9e0f1a2b3c4d',
  vendorId: null,
  roleId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  name: 'Dana Field',
  email: 'dana@example.com',
};

describe('access tokens verified again on every request', () => {
  it('answers a token presented again with the same claims, and stops at its expiry', async () => {
    let clock = Date.now();
    const signer = createTokenSigner(new TextEncoder().encode('a-secret-of-enough-length'), () => clock);
    const token = await signer.sign(claims);
    const first = await signer.verify(token);
    expect(first).toMatchObject({ sub: claims.sub, organisationId: claims.organisationId });
    expect(await signer.verify(token)).toEqual(first);

    clock += (ACCESS_TOKEN_SECONDS + 1) * 1000;
    expect(await signer.verify(token)).toBeNull();
  });

  it('refuses a token changed in any part after the genuine one was accepted', async () => {
    const signer = createTokenSigner(new TextEncoder().encode('a-secret-of-enough-length'));
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        organisationId: claims.roleId,
      }),
    ).toString('base64url');
    expect(await signer.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    expect(await signer.verify(`${header}.${payload}.${flipped}`)).toBeNull();
  });

  it('does not accept a token signed with another secret', async () => {
    const ours = createTokenSigner(new TextEncoder().encode('a-secret-of-enough-length'));
    const theirs = createTokenSigner(new TextEncoder().encode('someone-elses-secret-value'));
    const token = await theirs.sign(claims);
    expect(await theirs.verify(token)).not.toBeNull();
    expect(await ours.verify(token)).toBeNull();
  });
});
