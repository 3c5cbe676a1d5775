import { render } from '@testing-library/react';
import { EmailInSentence } from './EmailInSentence';

describe('an e-mail address in a sentence', () => {
  it('is one box holding the address and the full stop after it', () => {
    const { container } = render(
      <p>
        We sent it to <EmailInSentence email="chinedu.okafor@okafortrading.ng" after="." /> Then…
      </p>,
    );
    const box = container.querySelector('.whole-word');
    expect(box).toHaveTextContent(/^chinedu\.okafor@okafortrading\.ng\.$/);
    expect(box?.querySelector('strong')).toHaveTextContent(/^chinedu\.okafor@okafortrading\.ng$/);
  });

  it('may break only after its "@", never inside the domain', () => {
    const { container } = render(<EmailInSentence email="chinedu.okafor@okafortrading.ng" after="." />);
    const strong = container.querySelector('strong');
    const wbr = strong?.querySelectorAll('wbr') ?? [];
    expect(wbr).toHaveLength(1);
    expect(wbr[0]?.previousSibling?.textContent).toBe('chinedu.okafor@');
    expect(wbr[0]?.nextSibling?.textContent).toBe('okafortrading.ng');
  });
});
