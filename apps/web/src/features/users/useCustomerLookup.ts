import { ApiError, snackbarTimeouts, type User, type UserVariant } from '@bo/contract';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText, useNotify } from '../../platform/ui/useNotify';
import { fetchCustomerInfo } from './users.api';
import type { UserCardValues } from './userCardValues';

const customerFields = ['fullName', 'eMail', 'phone'] as const;
type CustomerFields = Record<(typeof customerFields)[number], string>;

/**
 * The customer lookup of the user card (A§7, C§2.8): a customer code fills
 * name, e-mail and phone from the customer record, once per code. An unknown
 * code says 'Customer not found' and takes back what the previous customer
 * filled in (what was typed by hand stays).
 */
export function useCustomerLookup(
  form: UseFormReturn<UserCardValues>,
  variant: UserVariant,
  user: User | null,
) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const { getValues, setValue } = form;
  // The customer code whose record last filled the card, and what it filled.
  const lookedUp = useRef(user?.custNo ?? null);
  const filled = useRef<CustomerFields | null>(null);

  const fill = (values: CustomerFields) => {
    for (const field of customerFields) {
      // Once Save has been tried, a filled field is checked again, as a typed one is.
      setValue(field, values[field], {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  };

  const forgetCustomer = () => {
    const previous = filled.current;
    if (previous) {
      const current = getValues();
      const kept = (field: keyof CustomerFields) =>
        current[field] === previous[field] ? '' : current[field];
      fill({ fullName: kept('fullName'), eMail: kept('eMail'), phone: kept('phone') });
    }
    filled.current = null;
    lookedUp.current = null;
  };

  /** Looks `custNo` up; answers whether the customer exists (a failure is said, not thrown). */
  const lookUpCustomer = async (custNo: string): Promise<boolean> => {
    try {
      const customer = await fetchCustomerInfo(variant, custNo);
      // An answer for a code that has been changed since is not this card's any more.
      if (getValues('custNo').trim() !== custNo) return false;
      if (lookedUp.current !== custNo) {
        const values = {
          fullName: customer.custName,
          eMail: customer.eMail,
          phone: customer.phone,
        };
        fill(values);
        filled.current = values;
        lookedUp.current = custNo;
      }
      return true;
    } catch (error) {
      const notFound = error instanceof ApiError && error.status === 404;
      if (notFound && getValues('custNo').trim() === custNo) forgetCustomer();
      notify(notFound ? t('customerNotFound') : errorText(error), {
        severity: notFound ? 'warning' : 'error',
        timeoutMs: snackbarTimeouts.newUser,
      });
      return false;
    }
  };

  /** React's blur bubbles: the lookup runs when the customer code loses focus. */
  const handleCustNoBlur = () => {
    const custNo = getValues('custNo').trim();
    if (custNo && custNo !== lookedUp.current) void lookUpCustomer(custNo);
  };

  return { lookUpCustomer, handleCustNoBlur };
}
