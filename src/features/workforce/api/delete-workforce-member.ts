import type { InfiniteData } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import { deletedSchema } from '../../../domain/fields';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { workforceKeys, type WorkforcePage } from './get-workforce-list';

/** DELETE Workforce?id: refused, with the reason, while the person is in a crew or supervises someone. */
export async function deleteWorkforceMember(id: string): Promise<{ id: string }> {
  return deletedSchema.parse(await api.account.delete<unknown>('Workforce', undefined, { query: { id } }));
}

function withoutMember(id: string) {
  return (current: InfiniteData<WorkforcePage, number> | undefined) => {
    if (!current) return current;
    const kept = current.pages.map((page) => page.workforce.filter((member) => member.id !== id));
    const removed = current.pages.reduce(
      (sum, page, index) => sum + page.workforce.length - kept[index]!.length,
      0,
    );
    const pages = current.pages.map((page, index) => ({
      workforce: kept[index]!,
      pageTotal: page.pageTotal - removed,
    }));
    return { ...current, pages };
  };
}

export function useDeleteWorkforceMember() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: deleteWorkforceMember,
    optimistic: (id) => [optimisticPatch(workforceKeys.lists(), withoutMember(id))],
    invalidates: () => [workforceKeys.lists(), lookupKeys.supervisors()],
  });
}
