import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The four authentication modals: Log In, Sign Up, Reset Password and Email Verification. They are not routes. */
export type ModalName = 'login' | 'signup' | 'forgot' | 'verify';

export interface ModalState {
  name: ModalName | null;
  /** The address a modal was opened for (Sign Up → Verification carries it). */
  email: string;
}

export interface ModalController extends ModalState {
  open: (name: ModalName, options?: { email?: string }) => void;
  close: () => void;
  /** Where to go after signing in: the page the route guard sent the user away from, remembered. */
  returnTo: string | null;
  setReturnTo: (path: string | null) => void;
}

const ModalContext = createContext<ModalController | null>(null);

export function ModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalState>({ name: null, email: '' });
  const [returnTo, setReturnTo] = useState<string | null>(null);

  const open = useCallback<ModalController['open']>((name, options) => {
    setState((previous) => ({ name, email: options?.email ?? previous.email }));
  }, []);
  const close = useCallback(() => setState((previous) => ({ ...previous, name: null })), []);

  const value = useMemo(
    () => ({ ...state, open, close, returnTo, setReturnTo }),
    [state, open, close, returnTo],
  );
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

export function useModals(): ModalController {
  const value = useContext(ModalContext);
  // A programming error, worded tight: this module is part of `/`'s first script.
  if (!value) throw new Error('No ModalProvider');
  return value;
}
