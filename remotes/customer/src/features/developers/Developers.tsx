import { useMayDo } from '../business-role';
import { ApiKeys } from './ApiKeys';
import { WebhookEndpoints } from './WebhookEndpoints';
import './developers.css';

/** The Developers page's content: owners only (the server refuses others too). */
export function Developers() {
  const mayManage = useMayDo('manageDevelopers');
  if (!mayManage) {
    return <p>Only an owner of your business manages API keys and webhooks.</p>;
  }
  return (
    <>
      <ApiKeys />
      <WebhookEndpoints />
    </>
  );
}
