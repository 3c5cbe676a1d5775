import { useState } from 'react';
import { ADMIN_MESSAGES, type ReceivingBankAccount } from '@portal/contracts';
import { TextField, useEditableForm } from '@portal/ui';
import { DetailList, EditableSection, ValueOrNotSet } from '../../common';
import { useAdminDataSource } from '../../data-source';
import { CurrencySelect } from './CurrencySelect';
import { validateBankAccount, type BankAccountErrors } from './validateBankAccount';

type TextKey = Exclude<keyof ReceivingBankAccount, 'currency'>;

interface TextFieldSpec {
  key: TextKey;
  label: string;
  inputMode?: 'numeric';
  uppercase?: boolean;
}

// Spec §3 order: the currency sits between the account and its routing codes.
const ACCOUNT_FIELDS: TextFieldSpec[] = [
  { key: 'bankName', label: 'Bank Name' },
  { key: 'accountName', label: 'Account Name' },
  { key: 'accountNumber', label: 'Account Number', inputMode: 'numeric' },
];
const ROUTING_FIELDS: TextFieldSpec[] = [
  { key: 'swiftCode', label: 'SWIFT Code', uppercase: true },
  { key: 'iban', label: 'IBAN', uppercase: true },
];

/** Spec §3: the account customers' payments are received into. */
export function ReceivingBankAccountForm({ initial }: { initial: ReceivingBankAccount }) {
  const source = useAdminDataSource();
  const form = useEditableForm({
    initial,
    save: (account) => source.saveReceivingBankAccount(account),
    successMessage: ADMIN_MESSAGES.bankAccountUpdated,
  });
  const [errors, setErrors] = useState<BankAccountErrors>({});

  const validate = () => {
    const found = validateBankAccount(form.values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const textField = ({ key, label, inputMode, uppercase }: TextFieldSpec) => (
    <TextField
      key={key}
      label={label}
      name={key}
      value={form.values[key]}
      error={errors[key]}
      inputMode={inputMode}
      autoComplete="off"
      spellCheck={false}
      autoCapitalize={uppercase ? 'characters' : undefined}
      onChange={(event) => {
        form.change(key, event.target.value);
        if (errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
      }}
    />
  );

  const detail = ({ key, label }: TextFieldSpec) => ({
    label,
    value: <ValueOrNotSet value={form.values[key]} />,
  });

  const view = (
    <DetailList
      details={[
        ...ACCOUNT_FIELDS.map(detail),
        { label: 'Currency', value: form.values.currency },
        ...ROUTING_FIELDS.map(detail),
      ]}
    />
  );

  return (
    <EditableSection
      title="Receiving Bank Account"
      description="Customers' payments are received into this account."
      form={{
        ...form,
        cancel: () => {
          setErrors({});
          form.cancel();
        },
      }}
      view={view}
      validate={validate}
    >
      {ACCOUNT_FIELDS.map(textField)}
      <CurrencySelect
        value={form.values.currency}
        onChange={(currency) => form.change('currency', currency)}
      />
      {ROUTING_FIELDS.map(textField)}
    </EditableSection>
  );
}
