import { onlineOnly, queue, read, type OfflineRoute } from '../offline-action-kit';
import { crud, edits, type RecordNoun } from '../offline-record-actions';

const ORGANISATION: RecordNoun = { resource: 'organisation', noun: 'organisation' };
const WAREHOUSE: RecordNoun = { resource: 'warehouse', noun: 'warehouse' };

export const ORGANISATION_ROUTES: Record<string, OfflineRoute> = {
  'GET Country/GetAll': read,
  'GET States/GetStatesByCountry': read,
  'GET City/GetCitiesByState': read,
  'GET Industry/GetAll': read,
  'POST Organisation/GetAll': read,
  'GET Organisation/GetById': read,
  ...crud('Organisation', ORGANISATION),
  // Its answer carries the first administrator's one-time password: nobody would be there to read it.
  'POST Organisation': onlineOnly,
  'PUT Organisation/UpdateAddress': queue(edits(ORGANISATION, 'Change the address of', 'editAddress')),
  'POST Organisation/Export': onlineOnly,
  'POST Organisation/Import': onlineOnly,
  'POST Warehouse/GetAll': read,
  'GET Warehouse/GetById/{id}': read,
  ...crud('Warehouse', WAREHOUSE),
  'PUT WarehouseAddress': queue(edits(WAREHOUSE, 'Change the address of', 'editAddress')),
  'PUT WarehouseImage': queue(
    edits({ ...WAREHOUSE, idAt: ['body.id'] }, 'Change the picture of', 'editImage'),
  ),
  'POST Warehouse/Export': onlineOnly,
  'POST Warehouse/Import': onlineOnly,
  'POST WarehouseUser/GetAll': read,
  'GET WarehouseUser/GetById': read,
  ...crud('WarehouseUser', { resource: 'warehouseUser', noun: 'warehouse user' }),
};
