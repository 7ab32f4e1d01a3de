import { z } from 'zod'
import { V } from './validation'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const EMAIL_MAX = 254
export const NAME_MAX = 50
export const USERNAME_MIN = 3
export const USERNAME_MAX = 30
export const BIO_MAX = 500
export const OTP_LENGTH = 6
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/

/** At least 8 characters with both letters and digits (spec §5). */
export const Password = z
  .string()
  .max(PASSWORD_MAX, V.tooLong)
  .refine((value) => value.length >= PASSWORD_MIN && /\p{L}/u.test(value) && /\d/.test(value), V.weakPassword)

export const Email = z
  .string()
  .trim()
  .min(1, V.required)
  .max(EMAIL_MAX, V.tooLong)
  .pipe(z.email(V.invalidEmail))

export const Name = z.string().trim().min(1, V.required).max(NAME_MAX, V.tooLong)

export const Username = z
  .string()
  .trim()
  .min(1, V.required)
  .max(USERNAME_MAX, V.tooLong)
  .refine((value) => value.length >= USERNAME_MIN && USERNAME_PATTERN.test(value), V.invalidUsername)

export const OtpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, V.invalidCode)

export const SignUpInput = z.object({
  email: Email,
  password: Password,
  name: Name,
  username: Username,
  acceptTerms: z.literal(true, { error: V.acceptTerms }),
})
export type SignUpInput = z.infer<typeof SignUpInput>

export const SignInInput = z.object({
  email: Email,
  password: z.string().min(1, V.required).max(PASSWORD_MAX),
})
export type SignInInput = z.infer<typeof SignInInput>

export const ProfileUpdateInput = z
  .object({ name: Name, username: Username, bio: z.string().trim().max(BIO_MAX, V.tooLong) })
  .partial()
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInput>

export const ChangePasswordInput = z.object({
  currentPassword: z.string().min(1, V.required).max(PASSWORD_MAX),
  newPassword: Password,
})

/** What anyone may see of a person. `avatarUrl` is an http(s) URL or a file in the avatars bucket. */
export const PublicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  bannedAt: z.string().nullable(),
  onlineDuration: z.number().int(),
  title: z.string().nullable(),
  createdAt: z.string(),
})
export type PublicProfile = z.infer<typeof PublicProfileSchema>

/** What the person sees of themselves. */
export const MyProfileSchema = PublicProfileSchema.extend({
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(['user', 'admin']),
})
export type MyProfile = z.infer<typeof MyProfileSchema>

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const AVATAR_MAX_PIXELS = 40_000_000
export const AVATAR_SIZE = 256
