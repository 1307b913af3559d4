import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { read } from '../offline-action-kit';
import { contractPath, defineContract } from './kit';

const getImage = defineContract({
  service: 'document',
  method: 'GET',
  path: 'Image/{id}',
  summary: 'An image',
  permission: 'signed-in',
  params: z.object({ id: z.string() }),
  response: z.object({}),
  offline: read,
});

describe('defineContract', () => {
  it('keys the call as the offline table does, and tags it with its first path segment', () => {
    expect(getImage.key).toBe('GET document/Image/{id}');
    expect(getImage.tags).toEqual(['Image']);
    expect(getImage.query).toBeUndefined();
  });

  it('freezes the contract', () => {
    expect(Object.isFrozen(getImage)).toBe(true);
  });
});

describe('contractPath', () => {
  it('fills each path parameter, encoded', () => {
    expect(contractPath(getImage, { id: 'a b/c' })).toBe('Image/a%20b%2Fc');
  });

  it('refuses a call without a parameter its path names', () => {
    expect(() => contractPath(getImage, {})).toThrow('GET document/Image/{id} needs the parameter id');
  });
});
