import { createContext, useContext } from 'react';
import type { Brandmail } from '@brandmail/sdk';

export type Session = { client: Brandmail; signOut(): void };

export const SessionContext = createContext<Session | null>(null);

/** The signed-in SDK client; every screen below the key screen has one. */
export function useClient(): Brandmail {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useClient outside a session');
  return session.client;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a session');
  return session;
}
