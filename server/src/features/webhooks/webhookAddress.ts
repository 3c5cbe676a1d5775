import { WEBHOOK_MESSAGES, webhookUrlProblem } from '@portal/contracts/webhooks';
import ipaddr from 'ipaddr.js';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import type { LookupFunction } from 'node:net';

/**
 * Where webhooks may go (issue 36, D46): https to public internet addresses only, checked after
 * DNS resolution and again at every connection (the address checked is the one connected to,
 * so a name that resolves elsewhere the second time gains nothing). Refused: loopback, private
 * (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 with the cloud metadata
 * address, fe80::/10), CGNAT (100.64/10), unspecified, broadcast, multicast, reserved and the
 * IPv6 forms that carry an IPv4 address (mapped, 6to4, Teredo, NAT64).
 * WEBHOOK_ALLOW_PRIVATE (tests) lifts the address and https rules.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  // ipaddr.js names every special range; only plain unicast is the public internet.
  return parsed.range() === 'unicast';
}

/** The host of a URL as an address when it is one (IPv6 without its brackets); null for a name. */
function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

export class RefusedAddress extends Error {
  constructor(readonly host: string) {
    super(`refused: ${host} is not a public internet address`);
    this.name = 'RefusedAddress';
  }
}

/**
 * The DNS lookup every webhook connection uses: it resolves the name, refuses it when any of its
 * addresses is not public (a name pointing at both a public and a private address is refused
 * too), and hands the socket the addresses it checked.
 */
export function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (
        !allowPrivate &&
        (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address)))
      ) {
        return callback(Object.assign(new RefusedAddress(hostname), { code: 'EREFUSEDADDRESS' }), '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, list: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

/**
 * Whether an endpoint's address may be called (the registration's check; every delivery checks
 * again as it connects): the shape (https, no credentials), then the host, an address or a name
 * resolved now. Answers the refusal's words, or undefined.
 */
export async function webhookAddressProblem(
  value: string,
  allowPrivate: boolean,
): Promise<string | undefined> {
  const shape = webhookUrlProblem(value, allowPrivate);
  if (shape) return shape;
  if (allowPrivate) return undefined;
  const host = new URL(value).hostname;
  const literal = literalAddress(host);
  if (literal) return isPublicAddress(literal) ? undefined : WEBHOOK_MESSAGES.urlNotPublic;
  try {
    const addresses = await dns.lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address))
      ? undefined
      : WEBHOOK_MESSAGES.urlNotPublic;
  } catch {
    // A name that does not resolve now may later; every delivery checks again as it connects.
    return undefined;
  }
}

/** The literal-address check of a delivery (a socket to an address literal skips DNS and its lookup). */
export function refusedLiteral(url: URL, allowPrivate: boolean): boolean {
  if (allowPrivate) return false;
  const literal = literalAddress(url.hostname);
  return literal !== null && !isPublicAddress(literal);
}
