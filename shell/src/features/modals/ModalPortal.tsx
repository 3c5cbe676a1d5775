import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const MODAL_ROOT_ID = 'modal-root';

/** Renders into the page's modal mount point (#modal-root); a page without one shows no modal at all. */
export function ModalPortal({ children }: { children: ReactNode }) {
  const target = typeof document === 'undefined' ? null : document.getElementById(MODAL_ROOT_ID);
  return target ? createPortal(children, target) : null;
}
