/**
 * A short, human description of a signed-in device, for the "signed-in
 * devices" list. Only the browser family and the operating system are
 * read from the user agent (no version numbers: they change every few
 * weeks and say nothing to a member looking for a device they do not know).
 */
export type DeviceLabel = { browser: string | null; os: string | null }

// Order matters: Edge, Opera and Samsung Internet also say "Chrome",
// Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bLine\//, 'LINE'],
  [/\bFBA[NV]\/|FB_IAB/, 'Facebook'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

export function deviceLabel(userAgent: string | null | undefined): DeviceLabel {
  const ua = (userAgent ?? '').slice(0, 512)
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  return { browser, os }
}

/**
 * Where a request came from, as far as can be told without a location
 * database: private and loopback addresses are the local network; any
 * other address is shown partly masked (never in full, the list is on a
 * screen others may see).
 */
export type NetworkPlace = { kind: 'local' } | { kind: 'address'; masked: string } | null

export function networkPlace(ip: string | null | undefined): NetworkPlace {
  if (!ip) return null
  const address = ip.replace(/^::ffff:/i, '')
  if (isPrivate(address)) return { kind: 'local' }
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) {
    const [a, b] = address.split('.')
    return { kind: 'address', masked: `${a}.${b}.x.x` }
  }
  if (address.includes(':')) {
    const groups = address.split(':').filter(Boolean).slice(0, 2)
    return { kind: 'address', masked: `${groups.join(':')}:…` }
  }
  return null
}

function isPrivate(address: string): boolean {
  if (address === '::1' || address === 'localhost') return true
  if (/^(fc|fd)[0-9a-f]{2}:/i.test(address) || /^fe80:/i.test(address)) return true
  const parts = address.split('.').map(Number)
  if (parts.length !== 4 || parts.some((part) => Number.isNaN(part))) return false
  const [a, b] = parts
  return (
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  )
}
