// The client's address, as every limit keys it. Without a trusted-proxy setting it is the
// socket's peer and X-Forwarded-For is ignored (anyone can send one). Behind a reverse proxy
// the peer is the proxy, so every user would share one bucket: there the proxy's own entry of
// X-Forwarded-For names the client. Two ways to say which entries to believe:
// - hops: the proxies are a fixed chain in front of the gateway (nginx, a load balancer); the
//   address `hops` entries from the right is the one the outermost of them appended. Everything
//   left of it is whatever the client sent and is never read. This is only safe when the
//   gateway cannot be reached except through that chain.
// - a list of proxy addresses and CIDR ranges: the header is read only when the peer is one of
//   them; then it is walked from the right, skipping trusted addresses, and the first untrusted
//   one is the client.
// An entry that is not an IP address where one is needed gives the socket's peer, never the
// text: an attacker-chosen string must not become a bucket of its own.
import { BlockList, isIP } from 'node:net';

/** more than this many proxies in a row is a configuration mistake, not a deployment */
const MAX_HOPS = 20;

/**
 * An IP address in one spelling per address: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as IPv4,
 * IPv6 compressed and lower-case. Also takes `1.2.3.4:port` and `[v6]` / `[v6]:port`, as some
 * proxies write them.
 * @param {string} text
 * @returns {string | null} null when it is not an IP address
 */
export function normaliseAddress(text) {
  let address = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (withPort) address = withPort[1];
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  let canonical;
  try {
    // WHATWG URL writes IPv6 in its canonical form (and refuses zone ids)
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const high = parseInt(mapped[1], 16);
  const low = parseInt(mapped[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Reads `trusted_proxies`: addresses and CIDR ranges, separated by commas or spaces.
 * @param {string | string[]} setting
 * @returns {BlockList | null} null when the setting is empty
 */
export function parseTrustedProxies(setting) {
  const entries = (Array.isArray(setting) ? setting.join(',') : setting).split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [addressText, prefixText, ...rest] = entry.split('/');
    // a plain address here: no brackets, no port
    const address = isIP(addressText) ? normaliseAddress(addressText) : null;
    const type = address && isIP(address) === 4 ? 'ipv4' : 'ipv6';
    const maxPrefix = type === 'ipv4' ? 32 : 128;
    const prefix = prefixText === undefined ? maxPrefix : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (!address || rest.length > 0 || !(prefix >= 0 && prefix <= maxPrefix)) {
      throw new Error(`trusted_proxies: "${entry}" is not an IP address or an address/prefix range`);
    }
    if (prefix === maxPrefix) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

/**
 * Node joins repeated X-Forwarded-For lines with ", ", so one split covers them all.
 * @param {string | string[] | undefined} header @returns {string[]} the entries, leftmost first
 */
function forwardedEntries(header) {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text.trim() === '' ? [] : text.split(',').map((entry) => entry.trim());
}

/**
 * @param {{ hops?: number, proxies?: string | string[] }} [settings]
 *   hops: how many proxies in a row stand in front of the gateway (0: none);
 *   proxies: the trusted proxies' addresses and ranges. At most one of the two.
 * @returns {(req: { socket: { remoteAddress?: string }, headers: import('node:http').IncomingHttpHeaders }) => string}
 */
export function createClientAddress({ hops = 0, proxies = '' } = {}) {
  if (!Number.isInteger(hops) || hops < 0 || hops > MAX_HOPS) {
    throw new Error(`trusted_proxy_hops must be a whole number from 0 to ${MAX_HOPS}, got ${JSON.stringify(hops)}`);
  }
  const trusted = parseTrustedProxies(proxies);
  if (hops > 0 && trusted) throw new Error('set trusted_proxy_hops or trusted_proxies, not both');
  /** @param {string} address */
  const isTrusted = (address) => Boolean(trusted?.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6'));

  return (req) => {
    const raw = req.socket.remoteAddress;
    const peer = (raw && normaliseAddress(raw)) || raw || 'unknown';
    if (hops > 0) {
      const entries = forwardedEntries(req.headers['x-forwarded-for']);
      // fewer entries than proxies: the request did not come through all of them
      if (entries.length < hops) return peer;
      return normaliseAddress(entries[entries.length - hops]) ?? peer;
    }
    if (!trusted || !isTrusted(peer)) return peer;
    const entries = forwardedEntries(req.headers['x-forwarded-for']);
    let nearest = peer;
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const address = normaliseAddress(entries[index]);
      // a trusted proxy wrote this entry, so garbage here is a broken chain, not a client
      if (!address) return peer;
      if (!isTrusted(address)) return address;
      nearest = address;
    }
    // every hop is trusted: the furthest one is where the request started
    return nearest;
  };
}
