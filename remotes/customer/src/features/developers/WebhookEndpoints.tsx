import { useId, useState } from 'react';
import {
  WEBHOOK_EVENT_TYPES,
  webhookEndpointBodySchema,
  type WebhookEndpoint,
  type WebhookEndpointBody,
} from '@portal/contracts/webhooks';
import { Alert, Dialog, TextField, useContractForm } from '@portal/ui';
import { formatDateTime } from '../dates';
import { LoadFailed } from '../load-state';
import { DeliveryLog } from './DeliveryLog';
import {
  useCreateEndpoint,
  useDeleteEndpoint,
  useRotateSecret,
  useSendTest,
  useUpdateEndpoint,
  useWebhookEndpoints,
} from './developersQueries';
import { fieldRefusal, refusalText } from './refusal';
import { SecretOnce } from './SecretOnce';
import { webhookEventMeaning } from '@portal/ui/words/webhookEventMeanings';

interface EndpointValues {
  url: string;
  description: string;
  events: string[];
}
/** Every event chosen to begin with: most receivers want them all and drop what they do not use. */
const INITIAL: EndpointValues = { url: '', description: '', events: [...WEBHOOK_EVENT_TYPES] };
const FIELDS = ['url', 'description', 'events'] as const;

/** An endpoint's address, description and events, checked by the contract's schema, each refusal by its field. */
function AddEndpointForm({ onAdded }: { onAdded: (secret: string) => void }) {
  const id = useId();
  const create = useCreateEndpoint();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useContractForm<
    EndpointValues,
    WebhookEndpointBody
  >(webhookEndpointBodySchema, { defaultValues: INITIAL, reValidateMode: 'onSubmit' });
  const eventsError = formState.errors.events?.message;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync(body);
      reset(INITIAL);
      onAdded(created.secret);
    } catch (error) {
      const refused = FIELDS.filter((field) => fieldRefusal(error, field));
      for (const field of refused) setError(field, { type: 'server', message: fieldRefusal(error, field) });
      if (refused.length === 0) setFailure(refusalText(error));
    }
  });

  return (
    <form
      noValidate
      aria-label="Add a webhook endpoint"
      className="stack"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="Endpoint address"
        type="url"
        inputMode="url"
        autoComplete="off"
        hint="https:// on the public internet, e.g. https://erp.example.com/hooks"
        error={formState.errors.url?.message}
        disabled={create.isPending}
        {...register('url', { setValueAs: (value: string) => value.trim() })}
      />
      <TextField
        label="Description (optional)"
        autoComplete="off"
        error={formState.errors.description?.message}
        disabled={create.isPending}
        {...register('description')}
      />
      <fieldset className="field" aria-describedby={eventsError ? `${id}-events-error` : undefined}>
        <legend>Events</legend>
        <div className="event-choices">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <div key={type} className="event-choice">
              <label className="checkbox">
                <input
                  type="checkbox"
                  value={type}
                  aria-invalid={eventsError ? true : undefined}
                  aria-describedby={`${id}-${type}-meaning`}
                  disabled={create.isPending}
                  {...register('events')}
                />{' '}
                <code>{type}</code>
              </label>
              <p id={`${id}-${type}-meaning`} className="event-meaning muted">
                {webhookEventMeaning(type)}
              </p>
            </div>
          ))}
        </div>
        {eventsError && (
          <p id={`${id}-events-error`} className="field-error">
            {eventsError}
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
          {create.isPending ? 'Adding...' : 'Add endpoint'}
        </button>
      </div>
    </form>
  );
}

function DeleteDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  onClose: (message?: string) => void;
}) {
  const remove = useDeleteEndpoint();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    try {
      await remove.mutateAsync(endpoint.id);
      onClose(`Endpoint ${endpoint.url} deleted.`);
    } catch (error) {
      setFailure(refusalText(error));
    }
  };
  return (
    <Dialog
      title="Delete this endpoint?"
      description={`${endpoint.url} receives nothing more. Messages not yet delivered are dropped.`}
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
          disabled={remove.isPending}
          onClick={() => void confirm()}
        >
          Delete endpoint
        </button>
      </div>
    </Dialog>
  );
}

function EndpointRow({
  endpoint,
  onSecret,
  onDelete,
  onNotice,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (secret: string) => void;
  onDelete: () => void;
  onNotice: (message: string, tone?: 'success' | 'error') => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const sendTest = useSendTest();
  const rotate = useRotateSecret();
  const update = useUpdateEndpoint();
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      onNotice(done);
    } catch (error) {
      onNotice(refusalText(error), 'error');
    }
  };
  const logId = `log-${endpoint.id}`;
  return (
    <li className="card stack endpoint">
      <p>
        <strong className="breakable">{endpoint.url}</strong>
        {endpoint.description && <> — {endpoint.description}</>}
      </p>
      <p>
        {endpoint.disabledAt
          ? `Disabled ${formatDateTime(endpoint.disabledAt)}: ${endpoint.disabledReason ?? ''}`
          : `Receiving ${endpoint.events.length} event types since ${formatDateTime(endpoint.createdAt)}`}
        {endpoint.previousSecretUntil &&
          `. The previous secret still signs until ${formatDateTime(endpoint.previousSecretUntil)}`}
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={sendTest.isPending || Boolean(endpoint.disabledAt)}
          onClick={() =>
            void act(() => sendTest.mutateAsync(endpoint.id), 'Test event queued: see the delivery log.')
          }
        >
          Send test event
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((now) => !now)}
        >
          {showLog ? 'Hide deliveries' : 'Deliveries'}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={rotate.isPending}
          onClick={() =>
            void rotate
              .mutateAsync(endpoint.id)
              .then((answer) => onSecret(answer.secret))
              .catch((error: unknown) => onNotice(refusalText(error), 'error'))
          }
        >
          Rotate secret
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={update.isPending}
          onClick={() =>
            void act(
              () => update.mutateAsync({ id: endpoint.id, patch: { enabled: Boolean(endpoint.disabledAt) } }),
              endpoint.disabledAt ? 'Endpoint enabled.' : 'Endpoint disabled.',
            )
          }
        >
          {endpoint.disabledAt ? 'Enable' : 'Disable'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDelete}>
          Delete
        </button>
      </div>
      {showLog && (
        <div id={logId}>
          <DeliveryLog endpointId={endpoint.id} />
        </div>
      )}
    </li>
  );
}

/** The owner's webhook endpoints: add (the secret shown once), test, rotate, disable, delete, the log (D46). */
export function WebhookEndpoints() {
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [notice, setNotice] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);

  return (
    <section className="card stack" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p>
        Your endpoint receives every payment state change and beneficiary change as a signed message (Standard
        Webhooks). Verify each message with its signing secret.
      </p>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.message}
        </Alert>
      )}
      {secret ? (
        <SecretOnce label="Signing secret" secret={secret} onDone={() => setSecret(null)} />
      ) : (
        <AddEndpointForm onAdded={setSecret} />
      )}
      {endpoints.isPending ? (
        <p>Loading endpoints…</p>
      ) : !endpoints.data ? (
        <LoadFailed onRetry={() => void endpoints.refetch()} />
      ) : endpoints.data.length === 0 ? (
        <p>No endpoints yet.</p>
      ) : (
        <ul className="stack plain-list">
          {endpoints.data.map((endpoint) => (
            <EndpointRow
              key={endpoint.id}
              endpoint={endpoint}
              onSecret={setSecret}
              onDelete={() => setDeleting(endpoint)}
              onNotice={(message, tone = 'success') => setNotice({ message, tone })}
            />
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteDialog
          endpoint={deleting}
          onClose={(message) => {
            setDeleting(null);
            if (message) setNotice({ message, tone: 'success' });
          }}
        />
      )}
    </section>
  );
}
