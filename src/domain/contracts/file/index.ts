import * as fileJobs from './file-jobs';

export * from './file-jobs';
export { queueExportContract } from './queue-export';

/** Every call of the file service (/api/file/...). */
export const FILE_CONTRACTS = Object.values(fileJobs);
