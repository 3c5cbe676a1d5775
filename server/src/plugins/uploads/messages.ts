/**
 * Refusals of an upload that the forms never cause (they send only their own file
 * fields, one file per single document), so they are not among the contract's
 * messages; a hand-made or broken request gets them.
 */
export const UPLOAD_REFUSALS = {
  notMultipart: 'Files must be sent as multipart/form-data.',
  incomplete: 'The upload was cut short or is not valid form data. Please try again.',
  oneFileOnly: 'Only one file can be uploaded for this document at a time.',
  storageUnavailable: 'Files cannot be stored at the moment. Please try again in a few minutes.',
  /** A form's text field (the payment form's, the payout's) longer than 1 KiB or its name than 100 characters. */
  fieldTooLong: 'A field of the form is too long.',
  repeatedField: 'A field of the form was sent twice.',
} as const;
