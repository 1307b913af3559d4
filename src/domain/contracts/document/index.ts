import { queueExportContract } from '../file/queue-export';
import { getImage, uploadImage } from './image';

export * from './image';

/** SPEC "POST File (export data)": the file service's FileProcessQueue at the document service's path. */
export const queueExportFile = queueExportContract('document', 'File');

/** Every call of the document service (/api/document/...). */
export const DOCUMENT_CONTRACTS = [uploadImage, getImage, queueExportFile];
