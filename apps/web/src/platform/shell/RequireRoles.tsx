import { hasAnyRole, type RoleCode } from '@bo/contract';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../auth/auth.api';

/** Shows `children` only to a user holding one of `roles`; the server enforces the same rule. */
export function RequireRoles({
  roles,
  children,
}: {
  roles: readonly RoleCode[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const me = useMe();
  if (!hasAnyRole(me.roles, roles)) return <Alert severity="warning">{t('noAccess')}</Alert>;
  return children;
}
