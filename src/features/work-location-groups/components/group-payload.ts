import { type FieldErrorTarget, showFormErrors } from '../../../components/form/form-errors';
import { textOrNull } from '../../../components/lookups/contact-rules';
import type { GroupFormValues } from './GroupForm';

/** The body of POST and PUT WorkLocationGroup, without project, id and version. */
export function groupPayload(values: GroupFormValues) {
  return {
    name: values.name.trim(),
    description: textOrNull(values.description),
    workLocationIds: values.members.map((member) => member.id),
  };
}

export function reportGroupError(form: FieldErrorTarget) {
  return (error: unknown) => {
    showFormErrors(form, error);
  };
}
