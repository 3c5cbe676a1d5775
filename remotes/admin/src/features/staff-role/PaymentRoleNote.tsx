import { StaffRoleNote } from './StaffRoleNote';
import { useStaffMayDo } from './useStaffRole';

export interface PaymentRoleNoteProps {
  /** Whether Approve and Reject would be offered here (a list: yes; one request: when it awaits review). */
  review?: boolean;
  /** Whether a move of the money would be offered here (confirm funds, payout, refund, cancel). */
  funds?: boolean;
}

/** Why a payment's buttons are missing for the signed-in staff member's role: one line per hidden kind. */
export function PaymentRoleNote({
  review: offersReview = true,
  funds: offersFunds = true,
}: PaymentRoleNoteProps) {
  const review = useStaffMayDo('reviewPayments');
  const funds = useStaffMayDo('handleFunds');
  return (
    <>
      {offersReview && !review && <StaffRoleNote reads="payment requests" cannot="approve or reject them" />}
      {offersFunds && !funds && (
        <StaffRoleNote
          reads="payment requests"
          cannot="confirm their funds, record payouts, refund or cancel them"
        />
      )}
    </>
  );
}
