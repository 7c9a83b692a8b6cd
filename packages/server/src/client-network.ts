import ipaddr from 'ipaddr.js'

/**
 * The network one client holds, which the per-address limits and the transfers' address hashes
 * count by: an IPv4 address as it is (written as IPv4-mapped IPv6 or not), and the /64 of an IPv6
 * one, as a single host is handed a whole /64 and may use any address in it.
 */
export function clientNetwork(ip: string): string {
	// a link-local address's zone ('%eth0') names the server's interface, not the client
	const address = ip.split('%')[0] ?? ''
	if (!ipaddr.IPv6.isValid(address)) return address
	const parsed = ipaddr.IPv6.parse(address)
	if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString()
	const prefix = parsed.parts.slice(0, 4).map((group) => group.toString(16))
	return `${prefix.join(':')}::/64`
}
