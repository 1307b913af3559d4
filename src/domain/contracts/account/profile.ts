import { action, queue, read } from '../../offline-action-kit';
import { profileSchema, profileUpdateSchema } from '../../profile';
import { defineContract } from '../kit';

const service = 'account';
const tags = ['Profile'];

export const getProfile = defineContract({
  service,
  method: 'GET',
  path: 'User/Profile',
  tags,
  summary: 'My profile',
  permission: 'signed-in',
  response: profileSchema,
  offline: read,
});

export const updateProfile = defineContract({
  service,
  method: 'PUT',
  path: 'User/Profile',
  tags,
  summary: 'Change my name, phone and picture (send the version you edited)',
  permission: 'signed-in',
  body: profileUpdateSchema,
  response: profileSchema,
  offline: queue(() => action('profile.edit', 'Edit my profile', [])),
});
