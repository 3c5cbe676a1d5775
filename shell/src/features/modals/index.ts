export { ModalProvider, useModals, type ModalName, type ModalController } from './ModalProvider';
export { ModalPortal, MODAL_ROOT_ID } from './ModalPortal';
export { Dialog, type DialogProps } from './Dialog';
