import { promises as dns, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './push-address.js';

/** Every address a host name stands for, as `dns.lookup(host, { all: true })` answers. */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

const resolveWithDns: Resolve = (host) => dns.lookup(host, { all: true, verbatim: true });

/** A push service whose address is not public: nothing is sent there (decision 0038). */
export class NonPublicPushAddress extends Error {
  readonly code = 'ERR_PUSH_ADDRESS_NOT_PUBLIC';
  constructor(host: string) {
    super(`${host} is, or resolves to, an address that is not public`);
  }
}

/** A host as written in an address, compared without case, brackets or a trailing dot. */
function normalHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

function familyNumber(family: number | 'IPv4' | 'IPv6' | undefined): number {
  if (family === 'IPv4') return 4;
  if (family === 'IPv6') return 6;
  return family ?? 0;
}

const hostOf = (endpoint: string) => normalHost(new URL(endpoint).hostname);

/**
 * Keeps pushes to push services on the internet, so no user can make the server post to a
 * machine of its own network by registering that machine as a push endpoint. A host is refused
 * when it is, or any of its addresses is, not public (`isPublicAddress`). `allowedHosts` are
 * let through unchecked: tests' and private push services.
 */
export function createEndpointGuard(options: {
  allowedHosts: readonly string[];
  resolve?: Resolve | undefined;
}) {
  const allowed = new Set(options.allowedHosts.map(normalHost));
  const resolve = options.resolve ?? resolveWithDns;

  /** The addresses to connect to for `host`, every one of them checked. */
  async function checkedAddresses(host: string): Promise<LookupAddress[]> {
    const name = normalHost(host);
    const family = isIP(name);
    const addresses = family ? [{ address: name, family }] : await resolve(name);
    if (!allowed.has(name) && !addresses.every((found) => isPublicAddress(found.address))) {
      throw new NonPublicPushAddress(name);
    }
    return addresses;
  }

  /**
   * For net and tls as the `lookup` of the push agent: the connection goes to the addresses
   * checked here, so DNS answering differently a moment later (rebinding) changes nothing.
   */
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    checkedAddresses(hostname).then(
      (addresses) => {
        const family = familyNumber(lookupOptions.family);
        const usable = addresses.filter((found) => family === 0 || found.family === family);
        const [first] = usable;
        if (!first) {
          callback(
            Object.assign(new Error(`no IPv${family} address for ${hostname}`), {
              code: 'ENOTFOUND',
            }),
            '',
          );
        } else if (lookupOptions.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };

  return {
    lookup,

    /**
     * Why an endpoint is refused when a device is registered, or null. A name that does not
     * resolve now is taken: every send checks it again.
     */
    async refusal(endpoint: string): Promise<string | null> {
      try {
        await checkedAddresses(hostOf(endpoint));
        return null;
      } catch (error) {
        return error instanceof NonPublicPushAddress
          ? 'Send the address of a push service on the internet: this one is a private or local address.'
          : null;
      }
    },

    /**
     * Checks an endpoint written with an IP address before a push is sent to it: net connects to
     * such an address without a lookup. Names are checked by `lookup` as they are connected to.
     */
    async checkBeforeSending(endpoint: string): Promise<void> {
      const host = hostOf(endpoint);
      if (isIP(host)) await checkedAddresses(host);
    },
  };
}

export type EndpointGuard = ReturnType<typeof createEndpointGuard>;
