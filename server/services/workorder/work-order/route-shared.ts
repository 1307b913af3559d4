import { camelQuery } from '../../../../src/domain/fields';
import { workOrderIdQuerySchema } from '../../../../src/domain/workorders';

/** The OpenAPI tag of the work-order calls. */
export const tags = ['Workorder'];
/** The query of the calls on one work order: ?WorkorderId=... */
export const idQuery = camelQuery(workOrderIdQuerySchema);
/** Photos and signatures travel inline (base64) in these bodies. */
export const PICTURE_BODY_LIMIT = 16 * 1024 * 1024;
