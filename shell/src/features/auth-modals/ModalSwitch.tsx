import type { ComponentType } from 'react';
import type { ModalName } from '../modals';
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
 * The open modal. Each is its own component, so a switch starts the next modal fresh
 * (empty errors, its first field focused).
 */
export default function ModalSwitch({ name }: { name: ModalName }) {
  const Modal = MODALS[name];
  return <Modal />;
}
