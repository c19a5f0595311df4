import {
  customerImportAnswerSchema,
  customerRulesAnswerSchema,
  customerRulesPath,
  importCustomersPath,
  totalCustomersAnswerSchema,
  totalCustomersPath,
} from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { postQuery } from '../../platform/apiQuery';
import { useImportFile } from '../../platform/ui/import/useImportFile';

const customerKeys = {
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
    ...postQuery(customerKeys.rules, customerRulesPath, undefined, customerRulesAnswerSchema),
    staleTime: 5 * 60_000,
  });
}

export function useTotalCustomers() {
  return useQuery(
    postQuery(customerKeys.total, totalCustomersPath, undefined, totalCustomersAnswerSchema),
  );
}

export function useImportCustomers() {
  return useImportFile(importCustomersPath, customerImportAnswerSchema, customerKeys.all);
}
