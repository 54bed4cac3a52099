import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { customerApi } from './customerApi';

/** The person roles (GET /person/roles) as choices, known ones translated, others shown as stored. */
export function useRoleChoices(): Array<{ id: string; name: string }> {
  const translate = useTranslate();
  const { data = [] } = useQuery({ queryKey: ['customers', 'roles'], queryFn: customerApi.roles, staleTime: 5 * 60_000 });
  return data.map((role) => ({ id: role, name: roleLabel(role, translate) }));
}

export const roleLabel = (role: string, translate: (key: string, options?: Record<string, unknown>) => string): string =>
  translate(`resources.customers.roles.${role}`, { _: role });
