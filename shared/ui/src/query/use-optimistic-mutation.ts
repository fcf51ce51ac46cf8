import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useFailureText } from '../form/error-text';
import { useUiT } from '../use-ui-t';

export interface OptimisticMutationOptions<TVariables, TResult, TData> {
  mutationFn(variables: TVariables): Promise<TResult>;
  /** The cached queries that show the change at once: a key prefix (`queryKeys.tasks.all`). */
  queryKey: QueryKey;
  /** A cached value as it will be after the change (each matching query's data). */
  apply(data: TData, variables: TVariables): TData;
  /** Refetched once the server has answered; `queryKey` when not given. */
  invalidates?: QueryKey;
  /** The toast when the server refuses and its answer has no message. */
  errorMessage?: string;
}

/**
 * A change shown before the server confirms it: every cached query under `queryKey` is updated at
 * once; a refusal puts the old data back and says why in a toast; either way the queries are
 * refetched, so the screen ends with the server's truth — in every remote that shows them.
 */
export function useOptimisticMutation<TVariables, TResult, TData>({ mutationFn, queryKey, apply, invalidates, errorMessage }: OptimisticMutationOptions<TVariables, TResult, TData>) {
  const client = useQueryClient();
  const failed = useFailureText();
  const t = useUiT();
  return useMutation({
    mutationFn,
    onMutate: async (variables: TVariables) => {
      // A list request under way would overwrite the change with the old rows.
      await client.cancelQueries({ queryKey });
      const before = client.getQueriesData<TData>({ queryKey });
      client.setQueriesData<TData>({ queryKey }, (data) => (data === undefined ? data : apply(data, variables)));
      return { before };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
      toast.error(failed(error, errorMessage ?? t('form.changeRefused', 'The change could not be saved.')));
    },
    onSettled: () => client.invalidateQueries({ queryKey: invalidates ?? queryKey }),
  });
}
