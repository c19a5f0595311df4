import {
  confirmAnswerSchema,
  confirmationAnswerSchema,
  registrationCompaniesAnswerSchema,
  requestApi,
  type RegistrationForm,
} from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { postQuery } from '../../../platform/apiQuery';
import { apiPost } from '../../../platform/http';
import { useApiMutation } from '../../../platform/useApiMutation';

// Nobody is signed in on these pages: a 401 is an answer to show, not a reason to go to /login.
const publicCall = { redirectOnUnauthorized: false } as const;

const registrationKeys = {
  companies: ['registration', 'companies'] as const,
  confirmation: (token: string) => ['registration', 'confirmation', token] as const,
};

export function useRegistrationCompanies() {
  return useQuery(
    postQuery(
      registrationKeys.companies,
      requestApi.registrationCompanies,
      undefined,
      registrationCompaniesAnswerSchema,
      publicCall,
    ),
  );
}

export function useRegister() {
  return useApiMutation({
    mutationFn: (form: RegistrationForm) =>
      // The answer carries nothing the page needs: success is the 2xx itself.
      apiPost(requestApi.register, form, publicCall),
  });
}

/** What a confirmation link is for; an error answer says why it no longer works. */
export function useConfirmation(token: string) {
  const key = registrationKeys.confirmation(token);
  return useQuery({
    ...postQuery(key, requestApi.confirmation, { token }, confirmationAnswerSchema, publicCall),
    // A used or expired link stays so: asking again changes nothing.
    retry: false,
    staleTime: Infinity,
  });
}

export function useSetPassword() {
  return useApiMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiPost(requestApi.confirm, body, { ...publicCall, schema: confirmAnswerSchema }),
  });
}
