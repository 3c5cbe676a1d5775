import { PageHeader } from '@portal/ui';
import { Developers } from '../features/developers';
import { usePageTitle } from './usePageTitle';

export function DevelopersScreen() {
  usePageTitle('Developers');
  return (
    <div className="stack page">
      <PageHeader
        title="Developers"
        titleId="developers-title"
        description="Connect your own software: API keys for it to act for your business, and webhooks to hear of every change."
      />
      <Developers />
    </div>
  );
}
