import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { HOME_PATH } from '../../navigation/paths';
import { useRole } from './api/roles';
import { RoleEditor } from './components/RoleEditor';
import { RoleList } from './components/RoleList';

const PAGE_PATH = '/roles-permissions';
const NEW_ROLE = 'new';

/**
 * /roles-permissions: the roles of the organisation by category and, for the role named in `?role=`, its
 * permission matrix (`?role=new` for a new one). Both live in the address, so Back returns to the list and a
 * role can be linked to.
 */
export function RolesPage() {
  const [params, setParams] = useSearchParams();
  const canCreate = useCan('role.create');
  const roleParam = params.get('role');
  const category = params.get('category') ?? '';
  const editedId = roleParam && roleParam !== NEW_ROLE ? roleParam : null;
  const edited = useRole(editedId);

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  }

  if (roleParam) {
    const title = roleParam === NEW_ROLE ? 'New role' : (edited.data?.name ?? 'Role');
    return (
      <>
        <BreadcrumbBar parent={{ label: 'Roles and permissions', to: PAGE_PATH }} current={title} />
        <RoleEditor
          roleId={editedId}
          initialCategory={Number(category) || 1}
          onDone={() => update({ role: null })}
        />
      </>
    );
  }

  return (
    <>
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Roles and permissions"
        subLine="What each role may see and do. People get a role on their user record."
        actions={
          canCreate ? (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => update({ role: NEW_ROLE })}
            >
              New role
            </Button>
          ) : null
        }
      />
      <RoleList
        category={category}
        onCategoryChange={(value) => update({ category: value || null })}
        onOpen={(role) => update({ role: role.id })}
      />
    </>
  );
}
