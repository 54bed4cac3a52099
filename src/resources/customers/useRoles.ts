import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { isolate } from '../../lib/bidi';
import { customerApi } from './customerApi';
import { customerKeys } from './customerKeys';

/** The person roles (GET /person/roles) as choices, known ones translated, others shown as stored. */
export function useRoleChoices(): Array<{ id: string; name: string }> {
  const translate = useTranslate();
  const { data = [] } = useQuery({
    queryKey: customerKeys.of('roles'),
    queryFn: customerApi.roles,
    staleTime: 5 * 60_000,
  });
  return data.map((role) => ({ id: role, name: roleLabel(role, translate) }));
}

/** A person's role: a known one in words, another as it was named (isolated: it is someone's text). */
export const roleLabel = (
  role: string,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string => translate(`resources.customers.roles.${role}`, { _: isolate(role) });
