import { act } from '@testing-library/react';
import { createNewCustomerApi, type FakeApi } from '../../../testing/fakeApi';
import { renderWithCustomerContext } from '../../../testing/renderCustomerArea';
import { BeneficiaryBook } from '../BeneficiaryBook';
import { createBeneficiarySource } from '../beneficiarySource';
import { BeneficiarySourceProvider } from '../BeneficiarySourceContext';

/** The beneficiary book over a fake API (a new customer's unless given), its first read landed. */
export async function renderBeneficiaryBook(api: FakeApi = createNewCustomerApi()) {
  const view = renderWithCustomerContext(
    <BeneficiarySourceProvider source={createBeneficiarySource(api.client)}>
      <h1 id="book-title">Beneficiaries</h1>
      <BeneficiaryBook labelledBy="book-title" />
    </BeneficiarySourceProvider>,
    { source: api.source },
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return view;
}
