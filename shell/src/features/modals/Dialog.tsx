import { Dialog as SharedDialog, type DialogProps as SharedDialogProps } from '@portal/ui';
import { ModalPortal } from './ModalPortal';

export type DialogProps = Omit<SharedDialogProps, 'closeButton' | 'className'>;

/**
 * The shell's modals: @portal/ui's Dialog (labelled by its title, focus kept
 * inside, Escape closes it, focus returns to the opener) with a Close button,
 * rendered into the page's modal mount point.
 */
export function Dialog(props: DialogProps) {
  return (
    <ModalPortal>
      <SharedDialog {...props} closeButton />
    </ModalPortal>
  );
}
