import { deletedSchema } from '../../../fields';
import { action, idAt, knownName, queue, read, type Describe } from '../../../offline-action-kit';
import {
  removeVendorWorkLocationSchema,
  vendorWorkLocationListRequestSchema,
  vendorWorkLocationListSchema,
} from '../../../vendor-work-locations';
import { defineContract } from '../../kit';

const service = 'workorder';

export const getAllVendorWorkLocations = defineContract({
  service,
  method: 'POST',
  path: 'VendorWorkLocation/GetAll',
  summary: 'Work locations a vendor serves: members of its assigned work-location groups, less those removed',
  permission: 'vendorWorkLocation.view',
  body: vendorWorkLocationListRequestSchema,
  response: vendorWorkLocationListSchema,
  offline: read,
});

const stopServing: Describe = (request, known) => {
  const vendor = idAt(request, ['body.vendorId']);
  const location = knownName(known, idAt(request, ['body.workLocationId'])) ?? 'a work location';
  const label = `Stop ${knownName(known, vendor) ?? 'a vendor'} serving ${location}`;
  return action('vendorLocation.delete', label, [vendor]);
};

export const deleteVendorWorkLocation = defineContract({
  service,
  method: 'DELETE',
  path: 'VendorWorkLocation',
  summary: 'The vendor stops serving one work location that its assigned groups hold',
  permission: 'vendorWorkLocation.delete',
  body: removeVendorWorkLocationSchema,
  response: deletedSchema,
  offline: queue(stopServing),
});
