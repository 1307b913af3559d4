import { requiredRule } from '../../../components/form/rules';
import { textOrNull } from '../../../components/lookups/contact-rules';
import type { Project } from '../../../domain/projects';

export const PROJECTS_PATH = '/projects';
export const PROJECT_CODE_MAX = 20;

export interface ProjectFormValues {
  projectName: string;
  code: string;
  description: string;
  isActive: boolean;
}

export const EMPTY_PROJECT: ProjectFormValues = {
  projectName: '',
  code: '',
  description: '',
  isActive: true,
};

export function projectValuesOf(project: Project): ProjectFormValues {
  return {
    projectName: project.projectName,
    code: project.code ?? '',
    description: project.description ?? '',
    isActive: project.isActive,
  };
}

export const projectRules = { projectName: requiredRule('Project name') };

/** The body of POST and PUT Project, without id and version. */
export function projectPayload(values: ProjectFormValues) {
  return {
    projectName: values.projectName.trim(),
    code: textOrNull(values.code),
    description: textOrNull(values.description),
    isActive: values.isActive,
  };
}
