// The client address that per-address limits count (sign-in failures, registrations, SMS codes, claim codes).
//
// The socket's peer, unless it is one of the reverse proxies named in CTP_TRUSTED_PROXIES: then X-Forwarded-For is
// read from the right (the end the proxies append to), past every trusted proxy, and the first address that is not
// one is the client. A client's own X-Forwarded-For header, to the left of that, is never believed; nothing is read
// from X-Forwarded-For when the peer is not a trusted proxy. An IPv6 client is counted by its /64 (one household or
// one phone's network gets a /64 and can choose any address in it); an IPv4-mapped address counts as the IPv4 one.

import { BlockList, isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

/** A BlockList of the trusted proxies (addresses or CIDR ranges, as CTP_TRUSTED_PROXIES gives them). */
export function trustedList(proxies: readonly string[]): BlockList {
  const list = new BlockList();
  for (const p of proxies) {
    const [addr, bits] = p.split('/') as [string, string | undefined];
    const family = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(addr, family);
    else list.addSubnet(addr, Number(bits), family);
  }
  return list;
}

const unmapped = (a: string): string => {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  return m ? m[1]! : a;
};

function trusted(list: BlockList, a: string): boolean {
  const v = isIP(a);
  return v !== 0 && list.check(a, v === 6 ? 'ipv6' : 'ipv4');
}

/** The IPv6 address's first four groups, as "2001:db8:1:2::/64"; an IPv4 address unchanged. */
export function addressKey(address: string): string {
  const a = unmapped(address.trim());
  if (isIP(a) !== 6) return a;
  const [head, tail = ''] = a.split('::') as [string, string?];
  const h = head === '' ? [] : head.split(':');
  const t = a.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = a.includes('::') ? [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t] : h;
  const prefix = groups.slice(0, 4).map((g) => (g.includes('.') ? '0' : (Number.parseInt(g, 16) || 0).toString(16)));
  return `${prefix.join(':')}::/64`;
}

/** The client of a request from `peer` carrying `forwarded` (X-Forwarded-For), given the trusted proxies. */
export function clientOf(peer: string | undefined, forwarded: string | undefined, list: BlockList | undefined): string {
  if (!peer) return 'unknown';
  const socket = unmapped(peer);
  let client = socket;
  if (list && forwarded && trusted(list, socket)) {
    const hops = forwarded
      .split(',')
      .map((s) => unmapped(s.trim()))
      .reverse();
    for (const hop of hops) {
      if (isIP(hop) === 0) break; // nonsense: the last proxy that could be believed is the client
      client = hop;
      if (!trusted(list, hop)) break;
    }
  }
  return addressKey(client);
}

/** Sets `clientAddress` on every request, for the per-address limits of the API and the pages. */
export function clientAddressMiddleware(proxies: readonly string[]): MiddlewareHandler<AppEnv> {
  const list = proxies.length > 0 ? trustedList(proxies) : undefined;
  return async (c, next) => {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    c.set('clientAddress', clientOf(env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'), list));
    await next();
  };
}
