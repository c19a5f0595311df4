import {
  customerImportAnswerSchema,
  customerRulesAnswerSchema,
  customerRulesPath,
  importCustomersPath,
  importFileField,
  totalCustomersAnswerSchema,
  totalCustomersPath,
} from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../platform/http';

export const customerKeys = {
  /** Everything read from the customers: what an import makes stale. */
  all: ['customers'] as const,
  total: ['customers', 'total'] as const,
  rules: ['customers', 'rules'] as const,
};

/**
 * The distinct values of the customer fields (A§7 CustomerRules), for choosing
 * terms and rules. One call answers every list; it is kept for a few minutes,
 * as the customer list changes only by import.
 */
export function useCustomerRules() {
  return useQuery({
    queryKey: customerKeys.rules,
    queryFn: ({ signal }) =>
      apiPost(customerRulesPath, undefined, { schema: customerRulesAnswerSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useTotalCustomers() {
  return useQuery({
    queryKey: customerKeys.total,
    queryFn: ({ signal }) =>
      apiPost(totalCustomersPath, undefined, { schema: totalCustomersAnswerSchema, signal }),
  });
}

export function useImportCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const data = new FormData();
      data.set(importFileField, file, file.name);
      return apiPost(importCustomersPath, data, { schema: customerImportAnswerSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
