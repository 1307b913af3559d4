import { useCan, useSessionInfo } from '../../../data/session-info';

export const ORGANISATIONS_PATH = '/organizations';

export interface OrganisationAccess {
  /** Only a platform administrator creates organisations (docs/decisions.md, "Managing other organisations"). */
  canCreate: boolean;
  /** Organisation-level users with the key change details and address; vendor users never do. */
  canUpdate: boolean;
  /** A platform administrator deletes other organisations, never the one they are signed in to. */
  canDelete: (organisationId: string) => boolean;
  /** Whether any organisation could be deleted, i.e. whether lists need a delete action at all. */
  canDeleteAny: boolean;
}

/** What the signed-in user may do with organisations; the server refuses the rest anyway. */
export function useOrganisationAccess(): OrganisationAccess {
  const { data } = useSessionInfo();
  const create = useCan('organisation.create');
  const update = useCan('organisation.update');
  const remove = useCan('organisation.delete');
  const platform = data?.isPlatformAdmin ?? false;
  return {
    canCreate: create && platform,
    canUpdate: update && data?.user.vendorId === null,
    canDelete: (organisationId) => remove && platform && organisationId !== data?.organisation.id,
    canDeleteAny: remove && platform,
  };
}
