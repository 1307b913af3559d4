import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import { recordResource, withoutEmptyCriteria, type UpdateInput } from '../../../data/record-resource';
import {
  createWorkforce,
  deleteWorkforce,
  getAllWorkforce,
  getWorkforceById,
  updateWorkforce,
} from '../../../domain/contracts/account/workforce';
import {
  workforceCreateSchema,
  workforceListSchema,
  workforceSchema,
  workforceUpdateSchema,
  type Workforce,
  type WorkforceKind,
} from '../../../domain/workforce';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { nextWorkforcePage, WORKFORCE_PAGE_SIZE } from '../components/workforce-paging';

export interface WorkforceListFilter {
  searchString: string;
  /** Mobile users or supervisors; both when null. */
  kind: WorkforceKind | null;
  /** One vendor's people; everyone the user may see when null. */
  vendorId: string | null;
}

export type WorkforcePage = z.infer<typeof workforceListSchema>;
export type WorkforceRow = WorkforcePage['workforce'][number];

/**
 * The workforce's list (one page of 100 mobile users and supervisors, by name; vendor users get their own),
 * by id (one person with their crews and how many report to them), create, update and delete (account
 * service). A delete is refused, with the reason, while the person is in a crew or supervises someone.
 */
const resource = recordResource({
  contracts: {
    list: getAllWorkforce,
    byId: getWorkforceById,
    create: createWorkforce,
    update: updateWorkforce,
    remove: deleteWorkforce,
  },
  area: 'workforce',
  listName: 'workforce',
  schema: workforceSchema,
  bodies: { create: workforceCreateSchema, update: workforceUpdateSchema },
  listSchema: workforceListSchema,
  listBody: ({ page, ...filter }: WorkforceListFilter & { page: number }) => ({
    page,
    pageSize: WORKFORCE_PAGE_SIZE,
    ...withoutEmptyCriteria(filter),
  }),
  alsoInvalidates: [lookupKeys.supervisors()],
});
const keys = resource.keys;

/** The workforce list, loaded 100 at a time on demand ("Load more"). */
function useWorkforceList(filter: WorkforceListFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.list(filter),
      queryFn: ({ pageParam, signal }) => resource.getList({ ...filter, page: pageParam }, signal),
      initialPageParam: 1,
      getNextPageParam: (_last, pages, lastPage) => nextWorkforcePage(pages, lastPage),
    }),
  );
}

export interface UpdateWorkforceInput extends UpdateInput<z.input<typeof workforceUpdateSchema>> {
  /** Names shown before the server answers. */
  names: Pick<Workforce, 'vendorName' | 'supervisorName'>;
}

/** An update of the person, based on the version the user edited; the person shows the change at once. */
function useUpdateWorkforceMember() {
  return useOptimisticWrite<UpdateWorkforceInput, Workforce>({
    mutationFn: resource.update,
    optimistic: ({ id, body, names }) => [
      optimisticPatch<Workforce>(keys.detail(id), (current) =>
        current
          ? {
              ...current,
              ...names,
              kind: body.kind,
              name: body.name,
              email: body.email,
              phone: body.phone ?? null,
              employeeCode: body.employeeCode ?? null,
              vendorId: body.vendorId ?? null,
              supervisorId: body.supervisorId ?? null,
              isActive: body.isActive ?? current.isActive,
              version: body.version + 1,
            }
          : current,
      ),
    ],
    invalidates: ({ id }) => resource.invalidated(id),
  });
}

/** Drops one person from every loaded page of every list, for an optimistic delete. */
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

function useDeleteWorkforceMember() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: resource.remove,
    optimistic: (id) => [optimisticPatch(keys.lists(), withoutMember(id))],
    invalidates: () => resource.invalidated(),
  });
}

/** The list is loaded a page at a time on demand, so its hook and its optimistic delete are its own. */
export const workforce = {
  ...resource,
  useList: useWorkforceList,
  useUpdate: useUpdateWorkforceMember,
  useDelete: useDeleteWorkforceMember,
};
