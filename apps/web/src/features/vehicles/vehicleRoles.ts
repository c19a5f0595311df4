import { hasAnyRole, vehicleDeleteRoles } from '@bo/contract';
import { useMe } from '../../platform/auth/auth.api';

/** Delete buttons show only to VehicleEditorDelete (C§6); the server refuses the others too. */
export function useCanDeleteVehicles(): boolean {
  return hasAnyRole(useMe().roles, vehicleDeleteRoles);
}
