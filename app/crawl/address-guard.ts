// SSRF guard: which IP addresses the crawler may connect to. Only public unicast addresses pass;
// IPv6 forms that embed an IPv4 address (mapped, compatible, 6to4, NAT64) are judged by that address.
import { BlockList, isIP } from 'node:net';

const privateV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24], // AS112-v4
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.175.48.0', 24], // direct delegation AS112
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  privateV4.addSubnet(network, prefix, 'ipv4');
}

const privateV6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (includes AWS fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  privateV6.addSubnet(network, prefix, 'ipv6');
}

/** The 8 16-bit groups of an IPv6 address (a trailing dotted IPv4 part is folded in). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}

function v4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The IPv4 address an IPv6 address stands for, when it embeds one. */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  const zeroUpTo = (n: number) => g.slice(0, n).every((group) => group === 0);
  if (zeroUpTo(5) && g[5] === 0xffff) return v4FromGroups(g[6], g[7]); // ::ffff:a.b.c.d
  if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return v4FromGroups(g[6], g[7]); // ::ffff:0:a.b.c.d (translated)
  if (zeroUpTo(6) && (g[6] !== 0 || g[7] > 1)) return v4FromGroups(g[6], g[7]); // ::a.b.c.d (compatible)
  if (g[0] === 0x2002) return v4FromGroups(g[1], g[2]); // 6to4
  if (g[0] === 0x64 && g[1] === 0xff9b && (g[2] === 1 || g.slice(2, 6).every((group) => group === 0)))
    return v4FromGroups(g[6], g[7]); // NAT64
  return undefined;
}

/** Why an address must not be connected to, or undefined when it is a public address. */
export function forbiddenAddressReason(address: string, options: { allowLoopback: boolean }): string | undefined {
  const family = isIP(address);
  if (family === 0) return 'is not an IP address';
  if (family === 4) {
    if (options.allowLoopback && address === '127.0.0.1') return undefined;
    return privateV4.check(address, 'ipv4') ? 'is a private, loopback, link-local or reserved address' : undefined;
  }
  const v4 = embeddedIpv4(address);
  if (v4 !== undefined) {
    return privateV4.check(v4, 'ipv4') ? `embeds the non-public IPv4 address ${v4}` : undefined;
  }
  return privateV6.check(address.replace(/%.*$/, ''), 'ipv6')
    ? 'is a private, loopback, link-local or reserved address'
    : undefined;
}

/** A URL's host as an IP address when it is an IP literal (brackets removed), else undefined. */
export function ipLiteral(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
}
