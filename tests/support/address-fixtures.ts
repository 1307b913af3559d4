/** The address part of a record the server answers when no address was given (addressViewShape, all null). */
export const NO_ADDRESS = {
  addressLine: null,
  countryId: null,
  countryName: null,
  stateId: null,
  stateName: null,
  cityId: null,
  cityName: null,
  postalCode: null,
};
