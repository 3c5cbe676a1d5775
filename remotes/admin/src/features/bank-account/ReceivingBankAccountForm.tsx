import type { ReceivingAccountView } from '@portal/contracts/accountViews';
import { RECEIVING_ACCOUNT_CURRENCIES } from '@portal/rules/currencies';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { receivingAccountSchema } from '@portal/contracts/receivingAccount';
import { RECEIVING_ACCOUNT_CHANGE_MESSAGES } from '@portal/contracts/receivingAccountChanges';
import { CurrencySelect, TextField } from '@portal/ui';
import { DetailList, ValueOrNotSet } from '../details';
import { EditableSection, useSettingsEditor } from '../settings-form';
import { StaffRoleNote, useStaffMayDo } from '../staff-role';
import { adminKeys, useAdminDataSource, type ReceivingAccountSaved } from '../../api';
import { receivingAccountValuesOf, type ReceivingAccountValues } from './receivingAccountValues';
import { SWIFT_LABEL } from '@portal/ui/words/beneficiaryFieldLabels';

type TextKey = Exclude<keyof ReceivingAccountValues, 'currency'>;

interface TextFieldSpec {
  key: TextKey;
  label: string;
  hint?: string;
  uppercase?: boolean;
}

// The spec's field order: the currency sits between the account and its routing codes.
const ACCOUNT_FIELDS: TextFieldSpec[] = [
  { key: 'bankName', label: 'Bank Name' },
  { key: 'accountName', label: 'Account Name' },
  {
    key: 'accountNumber',
    label: 'Account Number',
    hint: 'A naira (NGN) account is its 10-digit NUBAN; others 6 to 34 letters or digits, or an IBAN.',
    uppercase: true,
  },
];
const ROUTING_FIELDS: TextFieldSpec[] = [
  {
    key: 'swiftCode',
    label: SWIFT_LABEL,
    hint: '8 or 11 characters, e.g. DEUTDEFF. Required for a USD, EUR or GBP account.',
    uppercase: true,
  },
  { key: 'iban', label: 'IBAN', hint: 'Optional; checked by its check digits.', uppercase: true },
];

/** A naira (NUBAN) account with no IBAN saved: the IBAN line says nothing there. */
const nairaWithoutIban = (account: ReceivingAccountValues) =>
  account.currency === 'NGN' && account.iban === '';

export const UNSET_ACCOUNT_NOTE =
  'No receiving bank account has been set. Customers cannot be told where to pay until it is set.';

/** The account customers' payments are received into, kept on the server and edited only by admins. */
export function ReceivingBankAccountForm({ initial }: { initial: ReceivingAccountView | null }) {
  const source = useAdminDataSource();
  // The save answers what the read does (the account and the change waiting), so it goes into
  // the section's one query as it is.
  const form = useSettingsEditor({
    initial: receivingAccountValuesOf(initial),
    schema: receivingAccountSchema,
    save: (account, stepUp) => source.saveReceivingAccount({ ...account, stepUp }),
    // With another superadmin, the change waits for their approval (issue 22): the form shows
    // the account customers still see, the pending change shows above it.
    valuesOf: (saved: ReceivingAccountSaved) => receivingAccountValuesOf(saved.receivingAccount),
    queryKey: adminKeys.receivingAccount,
    successMessage: (saved) =>
      saved.pendingChange
        ? RECEIVING_ACCOUNT_CHANGE_MESSAGES.proposed
        : PAYMENT_MESSAGES.receivingAccountUpdated,
  });
  // A saved account always has its bank's name (the server requires it).
  const unset = form.saved.bankName === '';

  const textField = ({ key, label, hint, uppercase }: TextFieldSpec) => (
    <TextField
      key={key}
      label={label}
      name={key}
      value={form.values[key]}
      error={form.fieldErrors[key]}
      hint={hint}
      autoComplete="off"
      spellCheck={false}
      autoCapitalize={uppercase ? 'characters' : undefined}
      onChange={(event) => form.change(key, event.target.value)}
    />
  );

  const detail = ({ key, label }: TextFieldSpec) => ({
    label,
    value: <ValueOrNotSet value={form.saved[key]} />,
  });

  const view = (
    <DetailList
      details={[
        ...ACCOUNT_FIELDS.map(detail),
        { label: 'Currency', value: <ValueOrNotSet value={form.saved.currency} /> },
        // A naira account is a NUBAN and has no IBAN: no "IBAN Not set" line under it.
        ...ROUTING_FIELDS.filter((field) => !(field.key === 'iban' && nairaWithoutIban(form.saved))).map(
          detail,
        ),
      ]}
    />
  );

  const mayEdit = useStaffMayDo('manageSettings');
  return (
    <EditableSection
      readOnlyNote={mayEdit ? undefined : <StaffRoleNote reads="the receiving account" cannot="change it" />}
      title="Receiving Bank Account"
      description={
        // Unset, the warning takes the description's line: the section keeps the height
        // it had while loading, so the sections below do not move.
        unset ? (
          <strong className="unset-note">{UNSET_ACCOUNT_NOTE}</strong>
        ) : (
          <>Customers&apos; payments are received into this account.</>
        )
      }
      form={form}
      view={view}
      refusals={form.refusals}
    >
      {ACCOUNT_FIELDS.map(textField)}
      <CurrencySelect
        label="Currency"
        name="currency"
        currencies={RECEIVING_ACCOUNT_CURRENCIES}
        value={form.values.currency}
        error={form.fieldErrors.currency}
        onChange={(currency) => form.change('currency', currency)}
      />
      {ROUTING_FIELDS.map(textField)}
    </EditableSection>
  );
}
