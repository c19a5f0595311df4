import { itemScreens } from '@bo/contract';
import { Navigate, useParams } from 'react-router';

/** /search/{itemNo} (C§2.5), the item links of a modification's items: the item's page. */
export function SearchRedirect() {
  const { itemNo = '' } = useParams();
  return <Navigate replace to={itemScreens.view(itemNo)} />;
}
