import { useParams } from 'react-router';

/** The route's `:id` parameter as a number: digits only, else null. */
export function useRouteId(): number | null {
  const text = useParams().id;
  return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;
}
