import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Every range a push service cannot be in: the special-purpose registries of IANA (RFC 6890 and
 * its updates), whose addresses are private, this host's, this link's, reserved or never routed
 * on the internet.
 */
const NON_PUBLIC_IPV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", the unspecified address among them
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services among them
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays, withdrawn
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, the broadcast address among them
];

const NON_PUBLIC_IPV6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible, withdrawn
  ['64:ff9b:1::', 48], // NAT64 for local use
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, withdrawn
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local, withdrawn
  ['ff00::', 8], // multicast
];

const nonPublic = new BlockList();
for (const [network, bits] of NON_PUBLIC_IPV4) {
  nonPublic.addSubnet(network, bits, 'ipv4');
  // NAT64 (64:ff9b::/96, RFC 6052) writes an IPv4 address in its last 32 bits.
  nonPublic.addSubnet(`64:ff9b::${network}`, 96 + bits, 'ipv6');
}
for (const [network, bits] of NON_PUBLIC_IPV6) nonPublic.addSubnet(network, bits, 'ipv6');

/**
 * Whether an IP address is one a push service on the internet could have: not loopback,
 * private, link-local, multicast, unspecified, carrier-grade NAT, documentation or otherwise
 * reserved, nor an IPv4-mapped or NAT64 IPv6 address standing for one of those. Anything that
 * is not an IP address is not public either.
 */
export function isPublicAddress(address: string): boolean {
  // A zone (fe80::1%eth0) only ever scopes a link-local address.
  if (address.includes('%')) return false;
  if (isIPv4(address)) return !nonPublic.check(address, 'ipv4');
  // The BlockList checks IPv4-mapped addresses (::ffff:a.b.c.d) against the IPv4 ranges itself.
  return isIPv6(address) && !nonPublic.check(address, 'ipv6');
}
