import { z } from 'zod'
import { AvatarUrl } from './books'
import { exampleMyProfile, exampleProfileUpdate, examplePublicProfile } from './examples'
import { RelationshipSchema } from './social'
import { text, timestamp, trimmedPattern, trimmedText } from './text'
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
export const Password = text()
  .max(PASSWORD_MAX, V.tooLong)
  .refine((value) => value.length >= PASSWORD_MIN && /\p{L}/u.test(value) && /\d/.test(value), V.weakPassword)

export const Email = trimmedText()
  .min(1, V.required)
  .max(EMAIL_MAX, V.tooLong)
  // For the document: an address, blank ends allowed (z.email() checks the rest).
  .meta({ pattern: trimmedPattern(/^[^\s@]+@[^\s@]+$/) })
  .pipe(z.email(V.invalidEmail))

export const Name = trimmedText().min(1, V.required).max(NAME_MAX, V.tooLong)

export const Username = text()
  .trim()
  .min(1, V.required)
  .max(USERNAME_MAX, V.tooLong)
  .refine((value) => value.length >= USERNAME_MIN && USERNAME_PATTERN.test(value), V.invalidUsername)
  .meta({ pattern: trimmedPattern(USERNAME_PATTERN) })

export const OtpCode = text()
  .max(64, { error: V.invalidCode, abort: true })
  .trim()
  .regex(/^\d{6}$/, V.invalidCode)
  .meta({ pattern: trimmedPattern(/^\d{6}$/) })

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
  password: text().min(1, V.required).max(PASSWORD_MAX),
})
export type SignInInput = z.infer<typeof SignInInput>

export const ProfileUpdateInput = z
  .object({ name: Name, username: Username, bio: trimmedText().max(BIO_MAX, V.tooLong) })
  .partial()
  .meta({ example: exampleProfileUpdate })
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInput>

export const ChangePasswordInput = z.object({
  currentPassword: text().min(1, V.required).max(PASSWORD_MAX),
  newPassword: Password,
})

/** What anyone may see of a person. */
const profileFields = {
  id: text(),
  name: text(),
  username: text(),
  avatarUrl: AvatarUrl,
  bio: text(),
  /** The account's ban (the one flag the auth library also reads to refuse its sign-in). */
  banned: z.boolean(),
  /** When an admin banned them (only admins and they themselves ever see a banned profile). */
  bannedAt: timestamp().nullable(),
  /** Seconds online: counted while they are signed in with the app in view. */
  onlineDuration: z.number().int(),
  title: text().nullable(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  postCount: z.number().int(),
  /** Where the caller stands with this person; null when signed out or it is the caller. */
  relationship: RelationshipSchema.nullable(),
  createdAt: timestamp(),
}

export const PublicProfileSchema = z
  .object({
    ...profileFields,
    /** They show their study statistics (`GET /api/users/{id}/study-stats` answers). */
    studyStatsPublic: z.boolean(),
    /** Their friends (mutual follows) as their friends list shows them to the caller. */
    friendCount: z.number().int(),
  })
  .meta({ example: examplePublicProfile })
export type PublicProfile = z.infer<typeof PublicProfileSchema>

export const USER_ROLES = ['user', 'admin'] as const
export type UserRole = (typeof USER_ROLES)[number]

/** What the person sees of themselves. */
export const MyProfileSchema = z
  .object({
    ...profileFields,
    email: text(),
    emailVerified: z.boolean(),
    role: z.enum(USER_ROLES),
    /** They have signed in before this session: greeted Welcome back, the very first time Welcome. */
    isReturning: z.boolean(),
  })
  .meta({ example: exampleMyProfile })
export type MyProfile = z.infer<typeof MyProfileSchema>

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const AVATAR_MAX_PIXELS = 40_000_000
export const AVATAR_SIZE = 256
