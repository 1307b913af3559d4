/** Every user-facing message from the specification, spelled exactly as the customer wrote it. */
export const MESSAGES = {
  fileExtensionNotSupported: 'File extension not supported!',
  invalidEmail: 'Enter valid email address',
  requiredDropdown: 'This field is required.',
  dateRequired: 'Date is required.',
  fileRequired: 'File is required.',
  tokenRefreshed: 'Token refreshed successfully.',
  tokenRefreshFailed: 'Error while refreshing token.',
  somethingWentWrong: 'Something went wrong!',
  multiAssignSuccess: 'Multiple Work Order Assigned successfully.',
  multiReopenSuccess: 'Multiple Re-Open of Work Order successfully.',
  vendorFetchFailed: 'Error while fetching vendors',
  swimlaneFetchFailed: 'Error while fetching Swimlane Data',
  mapSelectionCap: 'Upto 100 work orders selection is allowed',
  mapStatusRequired: 'You must have to select any one status.',
  vendorAndCrewRequired: 'Vendor and Crew is required.*',
  crewRequired: 'Crew is required.*',
  vendorRequired: 'Vendor is required.*',
  deleteConfirmTitle: 'Do you Want to delete these items?',
  saveTemplateQuestion: 'Do you want to save the work template you created?',
  searchTemplatePlaceholder: 'Search template',
  filterTitle: 'Filter',
} as const;

/** "{field name} is required", used for required text fields and required selects. */
export function requiredMessage(fieldName: string): string {
  return `${fieldName} is required`;
}

/** Messages the server sends that the specification leaves open (see docs/decisions.md). */
export const SERVER_MESSAGES = {
  invalidCredentials: 'Email or password is incorrect.',
  accountInactive: 'This account is disabled. Ask your administrator.',
  tooManySignIns: (minutes: number) =>
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  unauthenticated: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  otherOrganisation: 'This request refers to another organisation.',
  otherVendor: 'This request refers to another vendor.',
  notFound: 'The record was not found.',
  staleVersion: 'This record was changed by someone else. Review the current version and try again.',
  validationFailed: 'Some fields are not valid.',
  idempotencyInProgress: 'The same request is still being processed.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different request.',
  otpSent: 'If the email belongs to an account, a one-time password has been sent to it.',
  otpInvalid: 'The one-time password is wrong or has expired.',
  otpTooManyAttempts: 'Too many wrong one-time passwords. Request a new one.',
  passwordChanged: 'Password changed successfully.',
  wrongCurrentPassword: 'The current password is wrong.',
  weakPassword: 'Password must be 8 to 100 characters with a letter and a digit.',
} as const;
