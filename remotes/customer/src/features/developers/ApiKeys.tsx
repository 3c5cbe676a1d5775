import { useId, useState } from 'react';
import { API_KEY_SCOPE_LABELS } from '@portal/ui/words/apiKeyScopes';
import { API_KEY_SCOPES, apiKeyBodySchema, type ApiKey, type ApiKeyBody } from '@portal/contracts/apiKeys';
import { Alert, Dialog, TextField, useContractForm } from '@portal/ui';
import { formatDateTime } from '../dates';
import { LoadFailed } from '../load-state';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './developersQueries';
import { fieldRefusal, refusalText } from './refusal';
import { SecretOnce } from './SecretOnce';

interface KeyValues {
  name: string;
  scopes: string[];
}
const EMPTY: KeyValues = { name: '', scopes: [] };
const FIELDS = ['name', 'scopes'] as const;

/** A key's name and scopes, checked by the contract's schema, each refusal (the form's or the server's) by its field. */
function CreateKeyForm({ onCreated }: { onCreated: (secret: string, key: ApiKey) => void }) {
  const id = useId();
  const create = useCreateApiKey();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useContractForm<KeyValues, ApiKeyBody>(
    apiKeyBodySchema,
    {
      defaultValues: EMPTY,
      reValidateMode: 'onSubmit',
    },
  );
  const scopesError = formState.errors.scopes?.message;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync(body);
      reset(EMPTY);
      onCreated(created.secret, created.key);
    } catch (error) {
      const refused = FIELDS.filter((field) => fieldRefusal(error, field));
      for (const field of refused) setError(field, { type: 'server', message: fieldRefusal(error, field) });
      if (refused.length === 0) setFailure(refusalText(error));
    }
  });

  return (
    <form
      noValidate
      aria-label="Create an API key"
      className="stack"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="Name"
        hint="What uses it, e.g. Sage sync"
        autoComplete="off"
        error={formState.errors.name?.message}
        disabled={create.isPending}
        {...register('name')}
      />
      <fieldset className="field" aria-describedby={scopesError ? `${id}-scopes-error` : undefined}>
        <legend>Scopes</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="checkbox">
            <input
              type="checkbox"
              value={scope}
              aria-invalid={scopesError ? true : undefined}
              disabled={create.isPending}
              {...register('scopes')}
            />
            {/* One run of text beside the box: as separate flex items the scope's name was
                squeezed until it broke mid-word at 375 px. */}
            <span>
              <code className="nowrap">{scope}</code>: {API_KEY_SCOPE_LABELS[scope]}
            </span>
          </label>
        ))}
        {scopesError && (
          <p id={`${id}-scopes-error`} className="field-error">
            {scopesError}
          </p>
        )}
      </fieldset>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <div className="form-actions">
        <button type="submit" className="btn" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create key'}
        </button>
      </div>
    </form>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: (message?: string) => void }) {
  const revoke = useRevokeApiKey();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    try {
      await revoke.mutateAsync(apiKey.id);
      onClose(`Key "${apiKey.name}" revoked: it is refused from now on.`);
    } catch (error) {
      setFailure(refusalText(error));
    }
  };
  return (
    <Dialog
      title={`Revoke "${apiKey.name}"?`}
      description="Software using this key is refused at its next request. This cannot be undone."
      onClose={() => onClose()}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" data-autofocus onClick={() => onClose()}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={revoke.isPending}
          onClick={() => void confirm()}
        >
          Revoke key
        </button>
      </div>
    </Dialog>
  );
}

/** The owner's API keys: create (the secret shown once), list, revoke (issue 36, D45). */
export function ApiKeys() {
  const keys = useApiKeys();
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section className="card stack" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API keys</h2>
      <p>
        A key lets your own software (an ERP, an accounting tool) act for your business with the scopes you
        give it. Payments it creates follow your approval policy; a key never approves.
      </p>
      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {secret ? (
        <SecretOnce label="Your new API key" secret={secret} onDone={() => setSecret(null)} />
      ) : (
        <CreateKeyForm onCreated={(made) => setSecret(made)} />
      )}
      {keys.isPending ? (
        <p>Loading keys…</p>
      ) : !keys.data ? (
        <LoadFailed onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <p>No keys yet.</p>
      ) : (
        <table className="table-cards">
          <caption className="visually-hidden">API keys</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key</th>
              <th scope="col">Scopes</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.data.map((key) => (
              <tr key={key.id}>
                <td data-label="Name">{key.name}</td>
                <td data-label="Key">
                  <code>{key.prefix}…</code>
                </td>
                <td data-label="Scopes">{key.scopes.join(', ')}</td>
                <td data-label="Created">
                  {formatDateTime(key.createdAt)} by {key.createdBy}
                </td>
                <td data-label="Last used">{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</td>
                <td data-label="Actions">
                  {key.revokedAt ? (
                    <span>Revoked {formatDateTime(key.revokedAt)}</span>
                  ) : (
                    <button type="button" className="btn btn-secondary" onClick={() => setRevoking(key)}>
                      Revoke<span className="visually-hidden"> {key.name}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {revoking && (
        <RevokeDialog
          apiKey={revoking}
          onClose={(message) => {
            setRevoking(null);
            if (message) setNotice(message);
          }}
        />
      )}
    </section>
  );
}
