import { expect, test } from 'vitest'
import { clientNetwork } from './client-network.ts'

test.each([
	['an IPv4 address', '203.0.113.9', '203.0.113.9'],
	['an IPv4-mapped IPv6 address', '::ffff:203.0.113.9', '203.0.113.9'],
	['an IPv4-mapped IPv6 address in full', '0:0:0:0:0:ffff:cb00:7109', '203.0.113.9'],
	['an IPv6 address in full', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
	['an IPv6 address compressed, upper case', '2001:DB8:1:2::9', '2001:db8:1:2::/64'],
	['an IPv6 address compressed in its /64', '2001:db8::1', '2001:db8:0:0::/64'],
	['a link-local address with its zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
	['the IPv6 loopback', '::1', '0:0:0:0::/64'],
])('the client network of %s is its /64 for IPv6, the address for IPv4', (_, ip, network) => {
	expect(clientNetwork(ip)).toBe(network)
})
