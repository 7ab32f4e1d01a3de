import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { clientAddress, isTrustedProxy, type ProxyTrust, parseProxyTrust } from './proxy-trust'

const trust = (value: string) => parseProxyTrust(value) as ProxyTrust

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('takes the hop the trusted proxies saw, never the leftmost entry a client can write', () => {
    const forwarded = '6.6.6.6, 203.0.113.5'
    expect(clientAddress(trust('true'), '127.0.0.1', forwarded)).toBe('203.0.113.5')
    expect(clientAddress(trust('1'), '127.0.0.1', forwarded)).toBe('203.0.113.5')
    // Two proxies (a CDN, then nginx): the entry before the CDN's.
    expect(clientAddress(trust('2'), '127.0.0.1', '6.6.6.6, 203.0.113.5, 198.51.100.9')).toBe('203.0.113.5')
    expect(clientAddress(trust('false'), '192.0.2.1', forwarded)).toBe('192.0.2.1')
    // Without the header the socket's peer is the client.
    expect(clientAddress(trust('true'), '192.0.2.1', undefined)).toBe('192.0.2.1')
  })

  it('trusts listed proxies only: a client that reaches the server directly is its own address', () => {
    const listed = trust('loopback, 10.0.0.0/8')
    expect(clientAddress(listed, '10.0.0.2', '6.6.6.6, 203.0.113.5, 10.0.0.7')).toBe('203.0.113.5')
    expect(clientAddress(listed, '::ffff:127.0.0.1', '203.0.113.5')).toBe('203.0.113.5')
    expect(clientAddress(listed, '198.51.100.4', '127.0.0.1')).toBe('198.51.100.4')
    expect(isTrustedProxy(listed, '10.1.2.3')).toBe(true)
    expect(isTrustedProxy(listed, '198.51.100.4')).toBe(false)
  })

  it('refuses a setting it cannot read, at start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/)
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).TRUST_PROXY).toEqual({
      networks: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
    })
  })
})
