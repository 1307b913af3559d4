import { fileJobQueueBodySchema, fileJobSchema } from '../../file-jobs';
import { onlineOnly } from '../../offline-action-kit';
import { byRequest, defineContract, type ContractService } from '../kit';

/**
 * POST {path} { dataType, filters }: queues an export of the data type with its list's filters, behind that
 * data type's export key; answers the queued job. The file service's FileProcessQueue and the document
 * service's File (SPEC "POST File (export data)") are this one call at two paths.
 */
export function queueExportContract<const S extends ContractService>(service: S, path: string) {
  return defineContract({
    service,
    method: 'POST',
    path,
    summary:
      'Queue an export of a data type with that list’s filters (as its GetAll takes them); answers the queued job',
    permission: byRequest("the data type's export key (DATA_TYPES[dataType].exportKey)"),
    body: fileJobQueueBodySchema,
    response: fileJobSchema,
    offline: onlineOnly,
  });
}
