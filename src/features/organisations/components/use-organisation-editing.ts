import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Organisation } from '../../../domain/organisations';
import { organisations } from '../api/organisations';

export interface OrganisationEditing {
  /** The record the forms were filled from. */
  loaded: Organisation;
  /**
   * The version the next save is based on. Details and address are saved separately and each save moves
   * the version on, so both forms share it: saving the address after the details must not look stale.
   */
  version: number;
  /** The current record after a save was refused as stale; the forms wait for the user to reload. */
  conflict: Organisation | null;
  saved: (version: number) => void;
  conflicted: (current: Organisation) => void;
  reload: () => void;
}

/** Shared state of the organisation page's two forms. Remount the forms with `key={loaded.version}`. */
export function useOrganisationEditing(initial: Organisation): OrganisationEditing {
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState(initial);
  const [version, setVersion] = useState(initial.version);
  const [conflict, setConflict] = useState<Organisation | null>(null);
  return {
    loaded,
    version,
    conflict,
    saved: setVersion,
    conflicted: setConflict,
    reload: () => {
      if (!conflict) return;
      queryClient.setQueryData(organisations.keys.detail(conflict.id), conflict);
      setLoaded(conflict);
      setVersion(conflict.version);
      setConflict(null);
    },
  };
}
