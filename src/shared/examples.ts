// Examples of the API's main answers and requests, one consistent set (Ada's public book, a
// point of it, Ben's post about it), shown by the OpenAPI document at GET /api/openapi.json
// (issue 19). Each schema carries its own with `.meta({ example })`; `app.test.ts` validates
// every example of the document against the schema it is attached to, and `examples.test.ts`
// parses each with its zod schema. (Not typed with `satisfies` the schemas' types: the schemas
// carry these values, so TypeScript would read that as a circular type.)
import { EXAMPLE_INSTANT } from './text'

const ADA_ID = '01970c5e-3f2a-7b41-9c8d-2e5f6a7b8c9d'
const BEN_ID = '01970c61-0b7e-7d22-8a4f-6c1d2e3f4a5b'
const BOOK_ID = '01970c6a-52d1-7c3e-b9a0-1f2e3d4c5b6a'
const POINT_ID = '01970c70-8e14-7a05-bd3c-4a5b6c7d8e9f'
const POST_ID = '01971f02-6c3b-7e48-a1d2-9b8c7d6e5f4a'
const COMMENT_ID = '01971f10-2a4c-7b6d-8e9f-0a1b2c3d4e5f'
const TIMER_ID = '01971f30-7d9f-7a1b-8c2d-3e4f5a6b7c8d'
const NOTE_ID = '01971f40-1a3c-7e5f-9b8d-4c6e8a0b2d4f'
const REPORT_ID = '01971f50-9c1e-7d3f-8a5b-6e7f8a9b0c1d'
const APPEAL_ID = '01971f60-4b2d-7c8e-9f1a-2b3c4d5e6f70'
const EARLIER = '2026-09-01T08:15:00.000Z'

/**
 * The ids the examples name, for the path parameters of the document (shared/path-params.ts): a
 * tool that calls each operation with its examples (Dredd) asks for Ada's book, Ben as its member.
 */
export const EXAMPLE_IDS = {
  user: ADA_ID,
  member: BEN_ID,
  book: BOOK_ID,
  point: POINT_ID,
  post: POST_ID,
  comment: COMMENT_ID,
  timer: TIMER_ID,
  note: NOTE_ID,
  report: REPORT_ID,
  appeal: APPEAL_ID,
}

/** Paging is by opaque cursor (base64url of the last row's sort key): pass it back as `?cursor=`. */
export const EXAMPLE_CURSOR =
  'WyIyMDI2LTExLTI2VDA5OjMwOjAwLjAwMFoiLCIwMTk3MGM2YS01MmQxLTdjM2UtYjlhMC0xZjJlM2Q0YzViNmEiXQ'

/** An avatar uploaded to this server: a file name in the avatars bucket. */
export const exampleUser = {
  id: ADA_ID,
  name: 'Ada Lin',
  username: 'ada_lin',
  avatarUrl: `${ADA_ID}-k3Vq9xTb.webp`,
  title: 'posting_master',
}

/** An avatar from a Google account: an absolute URL. */
const ben = {
  id: BEN_ID,
  name: 'Ben Okafor',
  username: 'benok',
  avatarUrl: 'https://lh3.googleusercontent.com/a/ACg8ocK2xQ7m=s96-c',
  title: null,
}

export const exampleBookSummary = {
  id: BOOK_ID,
  slug: 'organic-chemistry',
  title: 'Organic Chemistry',
}

export const exampleBookCreate = {
  title: 'Organic Chemistry',
  description: 'Reactions, mechanisms and the reagents that drive them.',
  visibility: 'public',
  allowCopy: true,
}

/** Ada's public book, as Ben (signed in, not a member) reads it. */
/** A visitor's rights on a public book that allows copying: read, copy, share, study, report. */
const exampleBookCan = {
  editPoints: false,
  manage: false,
  change: false,
  copy: true,
  share: true,
  study: true,
  report: true,
}

export const exampleBook = {
  ...exampleBookSummary,
  description: exampleBookCreate.description,
  visibility: 'public',
  allowCopy: true,
  ownerId: ADA_ID,
  owner: exampleUser,
  pointCount: 42,
  starCount: 7,
  isStarred: false,
  myRole: null,
  can: exampleBookCan,
  copiedFrom: null,
  bannedAt: null,
  ownerBanned: false,
  sections: [
    { title: 'Alkanes', description: 'Saturated hydrocarbons and their naming.', pointCount: 18 },
    { title: 'Alkenes', description: 'Addition reactions of carbon–carbon double bonds.', pointCount: 24 },
  ],
  createdAt: EARLIER,
  updatedAt: EXAMPLE_INSTANT,
}

export const examplePointCreate = {
  title: 'Markovnikov’s rule',
  description: 'Where the hydrogen goes when HX adds to an alkene.',
  content:
    'When HX adds to an unsymmetrical alkene, the hydrogen goes to the carbon that already has more hydrogens, through **the more stable carbocation**.',
  hiddenContent: 'Propene + HBr → 2-bromopropane',
  sectionTitle: 'Alkenes',
  sectionDescription: 'Addition reactions of carbon–carbon double bonds.',
  majorName: 'Chemistry',
  fieldName: 'Organic chemistry',
}

const { content: _content, hiddenContent: _hidden, ...pointFields } = examplePointCreate

/** A point in its book's list: no content, only whether it has hidden content. */
export const examplePointListItem = {
  id: POINT_ID,
  bookId: BOOK_ID,
  ...pointFields,
  position: 19,
  starCount: 12,
  isStarred: true,
  copiedFrom: null,
  hasHiddenContent: true,
  createdAt: EARLIER,
  updatedAt: EXAMPLE_INSTANT,
}

export const examplePoint = {
  id: POINT_ID,
  bookId: BOOK_ID,
  ...examplePointCreate,
  position: 19,
  starCount: 12,
  isStarred: true,
  copiedFrom: null,
  createdAt: EARLIER,
  updatedAt: EXAMPLE_INSTANT,
  previousId: '01970c70-7d03-7f94-ac2b-3f4a5b6c7d8e',
  nextId: '01970c70-9f25-7b16-8e4d-5b6c7d8e9fa0',
  book: {
    ...exampleBookSummary,
    pointCount: 42,
    myRole: null,
    can: exampleBookCan,
  },
}

export const exampleStarState = {
  kind: 'point',
  id: POINT_ID,
  isStarred: true,
  starCount: 13,
}

export const exampleStarItem = {
  kind: 'point',
  starredAt: EXAMPLE_INSTANT,
  point: { id: POINT_ID, title: examplePointCreate.title, bookId: BOOK_ID, book: exampleBookSummary },
}

export const examplePostCreate = {
  kind: 'study',
  title: 'Passed my organic chemistry midterm',
  content: 'Thirty days with Ada’s book, ten cards a day. Markovnikov came up twice!',
  linkedBookId: BOOK_ID,
}

/** Ben's post, as Ada reads it. */
export const examplePost = {
  id: POST_ID,
  slug: 'passed-my-organic-chemistry-midterm-k3v9qx',
  kind: 'study',
  title: examplePostCreate.title,
  content: examplePostCreate.content,
  authorId: BEN_ID,
  author: ben,
  likeCount: 5,
  commentCount: 2,
  starCount: 1,
  isLiked: true,
  isStarred: false,
  isFollowingAuthor: true,
  link: { kind: 'book', book: exampleBookSummary },
  editedAt: null,
  bannedAt: null,
  can: { edit: false, delete: false, like: true, interact: true, report: true },
  createdAt: EXAMPLE_INSTANT,
  updatedAt: EXAMPLE_INSTANT,
}

export const exampleCommentCreate = {
  content: 'Congratulations! Which section was hardest?',
}

/** Ada's comment on Ben's post: a thread, with one reply. */
export const exampleComment = {
  id: COMMENT_ID,
  postId: POST_ID,
  parentId: null,
  content: exampleCommentCreate.content,
  author: exampleUser,
  replyTo: null,
  deleted: false,
  blocked: false,
  replyCount: 1,
  can: { delete: true, reply: true },
  createdAt: '2026-11-26T10:02:41.512Z',
}

export const exampleCommentThread = {
  ...exampleComment,
  replies: [
    {
      id: '01971f14-5e7a-7c8b-9d0e-1f2a3b4c5d6e',
      postId: POST_ID,
      parentId: COMMENT_ID,
      content: 'Stereochemistry, by far.',
      author: ben,
      replyTo: exampleUser,
      deleted: false,
      blocked: false,
      replyCount: 0,
      can: { delete: false, reply: true },
      createdAt: '2026-11-26T10:15:03.027Z',
    },
  ],
}

export const exampleCommentResult = { comment: exampleComment, commentCount: 3 }

export const exampleFollowState = {
  userId: BEN_ID,
  isFollowing: true,
  followerCount: 58,
}

/** Two likes on Ben's post, shown once: the newest liker, and the other. */
export const exampleNotification = {
  id: '01971f20-3b5d-7e6f-8a9b-0c1d2e3f4a5b',
  seq: 17,
  receiverId: BEN_ID,
  actorId: ADA_ID,
  actor: exampleUser,
  type: 'like',
  title: examplePost.title,
  content: examplePost.content,
  notice: null,
  link: `/posts/${examplePost.slug}`,
  isRead: false,
  createdAt: EXAMPLE_INSTANT,
  groupSize: 2,
  actorCount: 2,
  others: [
    {
      id: '01970d02-4c6e-7f80-9a1b-2c3d4e5f6a7b',
      name: 'Chen Yu',
      username: 'chenyu',
      avatarUrl: null,
      title: null,
    },
  ],
}

const adaProfile = {
  ...exampleUser,
  bio: 'Chemistry student. I write a point for everything I get wrong twice.',
  banned: false,
  bannedAt: null,
  onlineDuration: 183_420,
  followerCount: 58,
  followingCount: 21,
  postCount: 14,
  createdAt: EARLIER,
}

export const exampleMyProfile = {
  ...adaProfile,
  relationship: null,
  email: 'ada@example.com',
  emailVerified: true,
  role: 'user',
  isReturning: true,
}

/** Ada's profile as Ben sees it: he follows her. */
export const examplePublicProfile = {
  ...adaProfile,
  relationship: { isFollowing: true, followsMe: false, isBlocking: false, blocksMe: false },
  studyStatsPublic: true,
  friendCount: 3,
}

export const exampleProfileUpdate = { name: 'Ada Lin', bio: adaProfile.bio }

export const exampleTimerCreate = {
  name: 'Organic chemistry final',
  days: 30,
  bookIds: [BOOK_ID],
}

export const exampleTimer = {
  id: TIMER_ID,
  name: exampleTimerCreate.name,
  days: 30,
  expiresAt: '2026-12-26T09:30:00.000Z',
  createdAt: EXAMPLE_INSTANT,
  isExpired: false,
  books: [exampleBookSummary],
  unseen: 30,
  pace: 1,
}

export const exampleNoteInput = {
  content: 'Remember: peroxides reverse it (anti-Markovnikov).',
}

export const exampleNote = {
  id: NOTE_ID,
  pointId: POINT_ID,
  content: exampleNoteInput.content,
  createdAt: EXAMPLE_INSTANT,
  updatedAt: EXAMPLE_INSTANT,
}
