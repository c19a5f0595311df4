import type { Me } from '@bo/contract';
import { createContext } from 'react';

/** The signed-in user, provided by RequireAuth to the screens inside it. */
export const MeContext = createContext<Me | null>(null);
