import { BlockList, isIP } from 'node:net'

/**
 * Which peers may tell us the client's address in X-Forwarded-For
 * (TRUSTED_PROXIES). Only the proxy deployed in front of the app: by
 * default one on the same machine (loopback). Any other peer's forwarded
 * header is ignored, so a client cannot choose the IP that rate limits and
 * the audit log see.
 *
 * The value is a comma-separated list of IP addresses, CIDR ranges
 * (`10.0.0.0/8`, `fd00::/8`) and the word `loopback`; `none` trusts nobody.
 */
export function parseTrustedProxies(value: string | undefined): BlockList {
  const list = new BlockList()
  const entries = (value ?? 'loopback')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of entries.length ? entries : ['loopback']) {
    if (entry === 'none') continue
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [address, bits] = entry.split('/')
    const family = isIP(address)
    if (!family) {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range or "loopback"`
      )
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) {
      list.addAddress(address, type)
    } else {
      const prefix = Number(bits)
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) {
        throw new Error(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`)
      }
      list.addSubnet(address, prefix, type)
    }
  }
  return list
}

/** Whether a peer address is in the list; IPv4-mapped IPv6 peers count as IPv4. */
export function isTrustedProxy(list: BlockList, address: string | undefined): boolean {
  if (!address) return false
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return list.check(mapped[1], 'ipv4')
  const family = isIP(address)
  if (!family) return false
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}
