import { projectCreateSchema, projectUpdateSchema } from '../../../../src/domain/projects';
import { project } from '../../../db/schema/index';
import { getProject } from './queries';
import { createProject, updateProject } from './writes';
import { RowRejected, defineImport, findByCodeOrName, lowerValues, parseRow, yesNo } from '../../file/index';
import type { ColumnSpec } from '../../file/index';

const columns = [
  { key: 'name', header: 'Name', required: true, example: 'Guwahati Distribution' },
  { key: 'code', header: 'Code', required: false, example: 'GHY-DT' },
  { key: 'description', header: 'Description', required: false, example: 'Meter replacement, city circle' },
  { key: 'active', header: 'Active', required: false, example: 'Yes', allowed: ['Yes', 'No'] },
] as const satisfies readonly ColumnSpec[];

const headers = { projectName: 'Name', code: 'Code', description: 'Description', isActive: 'Active' };

/**
 * Projects: Name, Code, Description and Active. A row whose code (or, without a code, whose name) matches a
 * project updates it. Organisation users only, as in POST Project; every row goes through POST or PUT
 * Project's own rules.
 */
export const projectImport = defineImport({
  columns,
  async prepareBatch(tx, auth, rows) {
    const keys = [...lowerValues(rows, 'code'), ...lowerValues(rows, 'name')];
    const existing = await findByCodeOrName(tx, project, keys);
    return async (rowTx, row) => {
      const errors: string[] = [];
      const isActive = yesNo(row.active, 'Active', errors);
      if (errors.length) throw new RowRejected(errors);
      const input = {
        projectName: row.name,
        code: row.code || null,
        description: row.description || null,
        isActive,
      };
      const match = existing.find((p) =>
        row.code
          ? p.code?.toLowerCase() === row.code.toLowerCase()
          : p.name.toLowerCase() === row.name.toLowerCase(),
      );
      if (!match) {
        const body = parseRow(projectCreateSchema, input, headers);
        existing.push({
          id: await createProject(rowTx, auth, body),
          code: body.code ?? null,
          name: body.projectName,
        });
        return;
      }
      const current = await getProject(rowTx, match.id);
      if (!current) throw new RowRejected(['The project was not found.']);
      const body = parseRow(projectUpdateSchema, { ...input, version: current.version }, headers);
      await updateProject(rowTx, auth, match.id, body);
      Object.assign(match, { code: body.code ?? null, name: body.projectName });
    };
  },
});
