import ipaddr from 'ipaddr.js'

/**
 * The network one client holds, which the per-address limits and the transfers' address hashes
 * count by: an IPv4 address as it is (written as IPv4-mapped IPv6 or not), and the /64 of an IPv6
 * one, as a single host is handed a whole /64 and may use any address in it.
 */
export function clientNetwork(ip: string): string {
	const parsed = parseIPv6(ip)
	if (parsed === undefined) return withoutZone(ip)
	if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString()
	return prefixOf(parsed, 64)
}

/**
 * The networks wider than its /64 that an IPv6 client's address lies in, which the rate limits also
 * count by (rate-limits.ts, decision 107): its /56, a home's usual allocation, and its /48, a
 * site's; `prefixLength` is 56 or 48. Undefined for an IPv4 client (plain or IPv4-mapped), which
 * holds one address and is counted by it alone.
 */
export function widerNetwork(ip: string, prefixLength: 56 | 48): string | undefined {
	const parsed = parseIPv6(ip)
	if (parsed === undefined || parsed.isIPv4MappedAddress()) return undefined
	return prefixOf(parsed, prefixLength)
}

// a link-local address's zone ('%eth0') names the server's interface, not the client
function withoutZone(ip: string): string {
	return ip.split('%')[0] ?? ''
}

function parseIPv6(ip: string): ipaddr.IPv6 | undefined {
	const address = withoutZone(ip)
	return ipaddr.IPv6.isValid(address) ? ipaddr.IPv6.parse(address) : undefined
}

/** '2001:db8:1:200::/56': the address's first `length` bits (a multiple of 8), in 16-bit groups. */
function prefixOf(address: ipaddr.IPv6, length: 64 | 56 | 48): string {
	const groups = address.parts.slice(0, Math.ceil(length / 16)).map((group, index) => {
		const bitsKept = Math.min(16, length - index * 16)
		return (group & (0xffff << (16 - bitsKept)) & 0xffff).toString(16)
	})
	return `${groups.join(':')}::/${length}`
}
