import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { z } from 'zod'

/**
 * The `code` of a one-tap link (`/auth/confirm?code=…`): the mailed 6-digit code, its email and
 * its kind, sealed with AES-256-GCM so the link carries no readable address and cannot be forged.
 * Exchanging it goes through the same code check (and attempt limit) as typing the code.
 */
const Payload = z.object({
  email: z.string(),
  otp: z.string(),
  type: z.enum(['email-verification', 'sign-in', 'forget-password']),
  /** A code handed to the native shell: good only with the verifier of this challenge (app-flow.ts). */
  challenge: z.string().optional(),
})
export type ConfirmPayload = z.infer<typeof Payload>

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'pointbook', 'confirm-link', 32))
}

export function sealConfirmCode(secret: string, payload: ConfirmPayload): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()])
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')
}

export function openConfirmCode(secret: string, code: string): ConfirmPayload | null {
  try {
    const data = Buffer.from(code, 'base64url')
    if (data.length < 12 + 16 + 2) return null
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), data.subarray(0, 12))
    decipher.setAuthTag(data.subarray(data.length - 16))
    const text = Buffer.concat([
      decipher.update(data.subarray(12, data.length - 16)),
      decipher.final(),
    ]).toString('utf8')
    const parsed = Payload.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
