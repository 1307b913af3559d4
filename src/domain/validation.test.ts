import { describe, expect, it } from 'vitest';
import { optionalReferenceId, optionalTextOrNull, versionField } from './fields';
import { INTEGER_MAX, optionalText, requiredText } from './validation';

describe('shared text fields', () => {
  it('refuse text holding a lone surrogate, which a jsonb column cannot store', () => {
    for (const schema of [requiredText(), optionalText(), optionalTextOrNull()]) {
      const result = schema.safeParse('lone\ud800surrogate');
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('must not contain invalid characters');
    }
  });

  it('accept characters outside the basic plane, written as surrogate pairs', () => {
    expect(requiredText().parse('Pump 🚰 Ωmega')).toBe('Pump 🚰 Ωmega');
    expect(optionalTextOrNull().parse('𝔉ield')).toBe('𝔉ield');
  });
});

describe('shared whole-number fields', () => {
  it('refuse a number past PostgreSQL’s integer instead of letting the query overflow', () => {
    expect(versionField.version.safeParse(INTEGER_MAX).success).toBe(true);
    expect(versionField.version.safeParse(INTEGER_MAX + 1).success).toBe(false);
    expect(optionalReferenceId().safeParse(INTEGER_MAX + 1).success).toBe(false);
  });
});
