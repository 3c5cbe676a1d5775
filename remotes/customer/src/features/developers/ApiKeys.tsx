import { useId, useState, type FormEvent } from 'react';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  apiKeyBodySchema,
  type ApiKey,
  type ApiKeyScope,
} from '@portal/contracts';
import { Alert, Dialog, TextField } from '@portal/ui';
import { formatDateTime } from '../dates';
import { LoadFailed } from '../load-state';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './developersQueries';
import { fieldRefusal, refusalText } from './refusal';
import { SecretOnce } from './SecretOnce';

interface Problems {
  name?: string;
  scopes?: string;
  form?: string;
}

/** The form's problems by field, in the contract's words. */
function problemsOf(name: string, scopes: readonly string[]): Problems {
  const checked = apiKeyBodySchema.safeParse({ name, scopes });
  if (checked.success) return {};
  const problems: Problems = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'scopes') && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}

function CreateKeyForm({ onCreated }: { onCreated: (secret: string, key: ApiKey) => void }) {
  const id = useId();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [problems, setProblems] = useState<Problems>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(name, scopes);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const created = await create.mutateAsync({ name: name.trim(), scopes });
      setName('');
      setScopes([]);
      onCreated(created.secret, created.key);
    } catch (error) {
      const nameError = fieldRefusal(error, 'name');
      const scopesError = fieldRefusal(error, 'scopes');
      setProblems(
        nameError || scopesError ? { name: nameError, scopes: scopesError } : { form: refusalText(error) },
      );
    }
  };

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((now) =>
      on ? [...now.filter((item) => item !== scope), scope] : now.filter((item) => item !== scope),
    );

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
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problems.name}
        disabled={create.isPending}
      />
      <fieldset className="field" aria-describedby={problems.scopes ? `${id}-scopes-error` : undefined}>
        <legend>Scopes</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="checkbox">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
              disabled={create.isPending}
            />{' '}
            <code>{scope}</code>: {API_KEY_SCOPE_LABELS[scope]}
          </label>
        ))}
        {problems.scopes && (
          <p id={`${id}-scopes-error`} className="field-error">
            {problems.scopes}
          </p>
        )}
      </fieldset>
      {problems.form && <Alert tone="error">{problems.form}</Alert>}
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
