import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('backup configuration', () => {
  it('schedules nothing without BACKUP_DIR, and daily, keeping 7, with it', () => {
    expect(loadConfig({}).backup.dir).toBeUndefined();
    const config = loadConfig({ BACKUP_DIR: '/var/backups/field-console' });
    expect(config.backup).toEqual({ dir: '/var/backups/field-console', keep: 7, schedule: '30 2 * * *' });
  });

  it('stops the start with a clear message for a bad BACKUP_KEEP or BACKUP_SCHEDULE', () => {
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_KEEP: 'seven' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'every night' })).toThrow(
      /BACKUP_SCHEDULE: must be a cron expression/,
    );
    expect(loadConfig({ BACKUP_SCHEDULE: '0 */6 * * mon-fri' }).backup.schedule).toBe('0 */6 * * mon-fri');
  });
});
