import { requiredRule } from '../../../components/form/rules';
import { textOrNull } from '../../../components/lookups/contact-rules';
import type { Template } from '../../../domain/work-location-templates';

export const TEMPLATES_PATH = '/wl-templates';
export const TEMPLATE_CODE_MAX = 20;

export interface TemplateFormValues {
  name: string;
  code: string;
  description: string;
}

export const EMPTY_TEMPLATE: TemplateFormValues = { name: '', code: '', description: '' };

export function templateValuesOf(template: Template): TemplateFormValues {
  return { name: template.name, code: template.code ?? '', description: template.description ?? '' };
}

export const templateRules = { name: requiredRule('Template name') };

export function templatePayload(values: TemplateFormValues) {
  return {
    name: values.name.trim(),
    code: textOrNull(values.code),
    description: textOrNull(values.description),
  };
}
