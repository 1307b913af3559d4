import { ASSET_CONTRACTS } from './asset/index';
import type { AnyContract, ContractService } from './kit';
import { ACCOUNT_CONTRACTS } from './account/index';
import { DOCUMENT_CONTRACTS } from './document/index';
import { FILE_CONTRACTS } from './file/index';
import { ORGANISATION_CONTRACTS } from './organisation/index';
import { WORKFLOW_CONTRACTS } from './workflow/index';
import { WORKORDER_CONTRACTS } from './workorder/index';

export * from './kit';

/** Every contract, by service. */
export const CONTRACTS_BY_SERVICE: Record<ContractService, readonly AnyContract[]> = {
  account: ACCOUNT_CONTRACTS,
  document: DOCUMENT_CONTRACTS,
  file: FILE_CONTRACTS,
  asset: ASSET_CONTRACTS,
  organisation: ORGANISATION_CONTRACTS,
  workflow: WORKFLOW_CONTRACTS,
  workorder: WORKORDER_CONTRACTS,
};

/** Every contract of every service. */
export const CONTRACTS: readonly AnyContract[] = Object.values(CONTRACTS_BY_SERVICE).flat();
