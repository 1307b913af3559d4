import { z } from 'zod';

/**
 * What a grant of access groups and an assignment of work-location groups both are: the record of one subject
 * (an admin user, a vendor or a crew) in one project.
 */
export const subjectProjectShape = {
  id: z.uuid(),
  /** The user, vendor or crew, and its name. */
  subjectId: z.uuid(),
  subjectName: z.string(),
  vendorId: z.uuid().nullable(),
  projectId: z.uuid(),
  projectName: z.string(),
};
