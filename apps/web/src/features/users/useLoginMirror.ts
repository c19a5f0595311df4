import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { UserCardValues } from './userCardValues';

/** While creating, the login follows the customer code until it is edited by hand (C§4.5). */
export function useLoginMirror(form: UseFormReturn<UserCardValues>, isNew: boolean): void {
  useEffect(() => {
    if (!isNew) return undefined;
    let mirrored = form.getValues('login');
    const subscription = form.watch((values, { name }) => {
      if (name !== 'custNo' || values.login !== mirrored) return;
      mirrored = values.custNo ?? '';
      // After a failed Save the login is checked again, so its error goes once it is filled.
      form.setValue('login', mirrored, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    });
    return () => subscription.unsubscribe();
  }, [isNew, form]);
}
