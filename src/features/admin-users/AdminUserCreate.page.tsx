import { useNavigate } from 'react-router-dom';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ADMIN_USERS_PATH } from './components/admin-user-form';
import { AdminUserForm } from './components/AdminUserForm';

/** /user-management/admin/create: a new admin user with an initial password. */
export function AdminUserCreatePage() {
  const navigate = useNavigate();
  return (
    <>
      <BreadcrumbBar
        parent={{ label: 'Admin users', to: ADMIN_USERS_PATH }}
        current="New admin user"
        subLine="They sign in with this email and the initial password, and can change the password later."
      />
      <AdminUserForm user={null} readOnly={false} onDone={() => void navigate(ADMIN_USERS_PATH)} />
    </>
  );
}
