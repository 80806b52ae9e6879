import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './push-address.js';

describe('isPublicAddress', () => {
  it.each([
    ['142.250.74.42', 'a push service (FCM)'],
    ['63.245.208.195', 'a push service (Mozilla)'],
    ['17.253.144.10', 'a push service (Apple)'],
    ['100.63.255.255', 'just below carrier-grade NAT'],
    ['100.128.0.0', 'just above carrier-grade NAT'],
    ['172.15.255.255', 'just below the 172.16/12 private range'],
    ['172.32.0.0', 'just above the 172.16/12 private range'],
    ['223.255.255.255', 'just below multicast'],
    ['2a00:1450:4009:81f::200a', 'a push service over IPv6'],
    ['::ffff:142.250.74.42', 'a public IPv4 address, IPv4-mapped'],
    ['64:ff9b::8efa:4a2a', 'a public IPv4 address through NAT64'],
  ])('takes %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.20', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback, IPv4-mapped'],
    ['::ffff:7f00:1', 'loopback, IPv4-mapped in hex'],
    ['::ffff:10.1.2.3', 'private, IPv4-mapped'],
    ['::ffff:169.254.169.254', 'link-local, IPv4-mapped'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['64:ff9b::10.0.0.1', 'private through NAT64'],
    ['64:ff9b::a9fe:a9fe', 'link-local through NAT64'],
    ['64:ff9b:1::1', 'NAT64 for local use'],
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001::1', 'Teredo'],
    ['2002:7f00:1::1', '6to4'],
    ['100::1', 'discard'],
    ['localhost', 'a name, not an address'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
