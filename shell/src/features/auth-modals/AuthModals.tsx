import type { ComponentType } from 'react';
import { useModals, type ModalName } from '../modals';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { LoginModal } from './LoginModal';
import { SignupModal } from './SignupModal';
import { VerifyEmailModal } from './VerifyEmailModal';
import './authModals.css';

const MODALS: Record<ModalName, ComponentType> = {
  login: LoginModal,
  signup: SignupModal,
  forgot: ForgotPasswordModal,
  verify: VerifyEmailModal,
};

/**
 * Shows whichever auth modal is open. Each is its own component, so a switch starts
 * the next modal fresh (empty errors, its first field focused).
 */
export function AuthModals() {
  const { name } = useModals();
  if (!name) return null;
  const Modal = MODALS[name];
  return <Modal />;
}
