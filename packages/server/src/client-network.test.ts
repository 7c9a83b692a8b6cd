import { expect, test } from 'vitest'
import { clientNetwork, widerNetwork } from './client-network.ts'

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

test.each([
	['an IPv6 address in full', '2001:db8:1:2345:3:4:5:6', '2001:db8:1:2300::/56', '2001:db8:1::/48'],
	['an IPv6 address compressed, upper case', '2001:DB8:A:FF::9', '2001:db8:a:0::/56', '2001:db8:a::/48'],
	['a link-local address with its zone', 'fe80::1%eth0', 'fe80:0:0:0::/56', 'fe80:0:0::/48'],
])('the wider networks of %s are its /56 and its /48', (_, ip, slash56, slash48) => {
	expect([widerNetwork(ip, 56), widerNetwork(ip, 48)]).toEqual([slash56, slash48])
})

// an IPv4 client holds one address: no wider network is counted for it (decision 107)
test.each([
	['an IPv4 address', '203.0.113.9'],
	['an IPv4-mapped IPv6 address', '::ffff:203.0.113.9'],
	['no address at all', ''],
])('%s has no wider network', (_, ip) => {
	expect([widerNetwork(ip, 56), widerNetwork(ip, 48)]).toEqual([undefined, undefined])
})
