import { maskIdentifier } from './masking';
import type { WalletNetwork } from './walletNetworks';
import { keccak_256 } from '@noble/hashes/sha3';
import { sha256 } from '@noble/hashes/sha2';
import { friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/**
 * Bank and wallet identifiers a payment is sent to or from (D25, D28): checked by
 * their structure and check digits, in the browser before a form is sent and on the
 * server before anything is saved, with the same functions.
 */

/** What people type is spaced and mixed case; the identifiers themselves are neither. */
export const compactUpper = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * SWIFT/BIC: 4 letters of bank, an ISO country code that exists, 2 of location and
 * an optional 3-character branch, so 8 or 11 characters (ibantools checks the country).
 */
export const isValidSwift = (value: string): boolean =>
  /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(value) && isValidBIC(value);

/**
 * An account number that starts like an IBAN (country letters and two check digits)
 * is held to the IBAN rules; the shortest IBAN (Norway) has 15 characters.
 */
export const looksLikeIban = (value: string): boolean => /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value);

/** IBAN: the country's length and format and the mod-97 check digits. */
export const isValidIban = (value: string): boolean => isValidIBAN(value);

/**
 * "GB82 WEST 1234 5698 7654 32": an IBAN as people read it, in groups of four (issue 23).
 * Anything that is not shaped like an IBAN (a masked "••••5432") is left as it is.
 */
export function formatIban(value: string): string {
  const compact = compactUpper(value);
  return looksLikeIban(compact) ? (friendlyFormatIBAN(compact) ?? value) : value;
}

/** Any other account number: 6 to 34 letters and digits (a NUBAN's 10 digits included). */
export const isPlainAccountNumber = (value: string): boolean => /^[A-Z0-9]{6,34}$/.test(value);

/** A Nigerian (NUBAN) account number: exactly 10 digits. */
export const isNuban = (value: string): boolean => /^\d{10}$/.test(value);

/** An account number as admin lists show it (spec §3): the one mask of identifiers. */
export const maskAccountNumber = (value: string): string => maskIdentifier(value);

// Wallets. USDC is received on Ethereum (ERC-20) only: Circle ended USDC on TRON in
// 2024. USDT is received on Ethereum (ERC-20) or TRON (TRC-20), told apart by the
// address itself ("0x…" or "T…"), so the form needs no network field.

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * EIP-55: the address with each hex letter upper-cased where the keccak-256 hash of
 * the lower-case address has a nibble of 8 or more.
 */
export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = hex(keccak_256(new TextEncoder().encode(lower)));
  let result = '0x';
  for (let index = 0; index < lower.length; index += 1) {
    const char = lower.charAt(index);
    result += parseInt(hash.charAt(index), 16) >= 8 ? char.toUpperCase() : char;
  }
  return result;
}

/**
 * An Ethereum address: 0x and 40 hex digits. Mixed case carries the EIP-55 checksum
 * and must match it; all lower or all upper case carries none and is accepted, as
 * wallets do.
 */
export function isValidEvmAddress(value: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  const digits = value.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return toChecksumAddress(value) === value;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (Bitcoin alphabet) to bytes; null for a character outside it. */
function decodeBase58(value: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of value) {
    let carry = BASE58.indexOf(char);
    if (carry < 0) return null;
    for (let index = 0; index < bytes.length; index += 1) {
      carry += (bytes[index] ?? 0) * 58;
      bytes[index] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (const char of value) {
    if (char !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

/**
 * A TRON address: base58check of 0x41 and 20 bytes, 34 characters starting with T;
 * the last 4 bytes are the start of the double SHA-256 of the first 21.
 */
export function isValidTronAddress(value: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(value)) return false;
  const bytes = decodeBase58(value);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const payload = bytes.slice(0, 21);
  const check = sha256(sha256(payload)).slice(0, 4);
  return check.every((byte, index) => byte === bytes[21 + index]);
}

/** The network a stablecoin address belongs to, or null when it is none we receive on. */
export function walletNetworkOf(address: string, coin: 'USDC' | 'USDT'): WalletNetwork | null {
  if (isValidEvmAddress(address)) return 'ERC20';
  if (coin === 'USDT' && isValidTronAddress(address)) return 'TRC20';
  return null;
}

/** The form an address is stored in: EIP-55 checksummed for Ethereum, as given for TRON. */
export const canonicalWalletAddress = (address: string): string =>
  isValidEvmAddress(address) ? toChecksumAddress(address) : address;
