import { createHash, randomBytes } from 'node:crypto';
import {
  canonicalWalletAddress,
  isNuban,
  isValidEvmAddress,
  isValidIban,
  isValidSwift,
  isValidTronAddress,
  looksLikeIban,
  formatIban,
  maskAccountNumber,
  toChecksumAddress,
  walletNetworkOf,
} from './paymentAccounts';

// The test vectors of EIP-55 itself.
const EIP55_ADDRESSES = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** An independent base58check encoder (BigInt and Node's crypto) to make TRON addresses with. */
function tronAddress(body: Buffer, prefix = 0x41): string {
  const payload = Buffer.concat([Buffer.from([prefix]), body]);
  const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
  const bytes = Buffer.concat([payload, digest(digest(payload)).subarray(0, 4)]);
  let number = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (number > 0n) {
    text = BASE58.charAt(Number(number % 58n)) + text;
    number /= 58n;
  }
  return text;
}

describe('SWIFT/BIC', () => {
  it('accepts 8 and 11 characters with a real country', () => {
    expect(isValidSwift('DEUTDEFF')).toBe(true);
    expect(isValidSwift('DEUTDEFF500')).toBe(true);
    expect(isValidSwift('FBNINGLA')).toBe(true);
  });

  it('refuses a wrong length, an unknown country and stray characters', () => {
    expect(isValidSwift('x')).toBe(false);
    expect(isValidSwift('DEUTDEF')).toBe(false);
    expect(isValidSwift('DEUTDEFF5')).toBe(false);
    expect(isValidSwift('DEUTXXFF')).toBe(false);
    expect(isValidSwift('DEUT DEFF')).toBe(false);
  });
});

describe('account numbers', () => {
  it('checks an IBAN by its check digits', () => {
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765433')).toBe(false);
  });

  it('tells an IBAN from a plain account number by its start', () => {
    expect(looksLikeIban('GB82WEST12345698765432')).toBe(true);
    expect(looksLikeIban('0123456789')).toBe(false);
    expect(looksLikeIban('AB12345')).toBe(false);
  });

  it('knows a NUBAN is exactly 10 digits', () => {
    expect(isNuban('0123456789')).toBe(true);
    expect(isNuban('012345678')).toBe(false);
    expect(isNuban('012345678A')).toBe(false);
  });

  it('shows an IBAN in groups of four, however it was typed', () => {
    expect(formatIban('GB82WEST12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(formatIban('de89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('••••5432')).toBe('••••5432');
  });

  it('masks all but the last four characters', () => {
    expect(maskAccountNumber('GB82WEST12345698765432')).toBe('••••5432');
    expect(maskAccountNumber('123')).toBe('••••');
  });
});

describe('Ethereum addresses (USDC and USDT on ERC-20)', () => {
  it('accepts the EIP-55 test vectors and computes the same checksums', () => {
    for (const address of EIP55_ADDRESSES) {
      expect(isValidEvmAddress(address)).toBe(true);
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    }
  });

  it('refuses a mixed-case address whose checksum does not match', () => {
    const [address = ''] = EIP55_ADDRESSES;
    const flipped = address.replace('aA', 'Aa');
    expect(isValidEvmAddress(flipped)).toBe(false);
  });

  it('accepts all lower or all upper case (no checksum given) and stores the checksummed form', () => {
    const [address = ''] = EIP55_ADDRESSES;
    expect(isValidEvmAddress(address.toLowerCase())).toBe(true);
    expect(isValidEvmAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(true);
    expect(canonicalWalletAddress(address.toLowerCase())).toBe(address);
  });

  it('refuses a wrong length or a non-hex digit', () => {
    expect(isValidEvmAddress('0x1234')).toBe(false);
    expect(isValidEvmAddress(`0x${'g'.repeat(40)}`)).toBe(false);
    expect(isValidEvmAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });
});

describe('TRON addresses (USDT on TRC-20)', () => {
  it('accepts base58check addresses with the 0x41 prefix', () => {
    expect(isValidTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    for (let round = 0; round < 20; round += 1) {
      expect(isValidTronAddress(tronAddress(randomBytes(20)))).toBe(true);
    }
  });

  it('refuses a changed character, another prefix, or characters outside base58', () => {
    const address = tronAddress(Buffer.alloc(20, 7));
    const changed = address.slice(0, -1) + (address.endsWith('a') ? 'b' : 'a');
    expect(isValidTronAddress(changed)).toBe(false);
    expect(isValidTronAddress(tronAddress(Buffer.alloc(20, 7), 0x00))).toBe(false);
    expect(isValidTronAddress(`T${'0'.repeat(33)}`)).toBe(false);
    expect(isValidTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
  });

  it('receives USDT on either network and USDC on Ethereum only', () => {
    const tron = tronAddress(Buffer.alloc(20, 1));
    expect(walletNetworkOf(tron, 'USDT')).toBe('TRC20');
    expect(walletNetworkOf(tron, 'USDC')).toBeNull();
    expect(walletNetworkOf(EIP55_ADDRESSES[0] ?? '', 'USDC')).toBe('ERC20');
    expect(walletNetworkOf(EIP55_ADDRESSES[0] ?? '', 'USDT')).toBe('ERC20');
  });
});
