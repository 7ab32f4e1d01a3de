/**
 * The document's top-level `tags`: the areas of the API, in the order a reference shows them.
 * Every operation names one of these (`tags` in its route definition); `openapi-document.test.ts`
 * fails on a tag missing here, and on one here that no operation uses.
 */
export const API_TAGS = [
  {
    name: 'auth',
    description:
      'Accounts and sessions: sign-up, sign-in (password, mailed code, Google), codes, passwords, sign-out.',
  },
  { name: 'profiles', description: 'People as others see them, and my own profile, avatar and online time.' },
  {
    name: 'books',
    description: 'Knowledge books: listing, creating, settings, copying, and sharing with members.',
  },
  {
    name: 'points',
    description: "A book's points and sections: reading, writing, ordering, copying one point.",
  },
  {
    name: 'imports',
    description:
      "Points from files (CSV/TSV, Anki, JSON) or from text through the AI agent; a book's points as files; all my data.",
  },
  { name: 'notes', description: 'Private notes on points, seen by their author only.' },
  { name: 'stars', description: 'Stars on points, books and posts, and the list of what I starred.' },
  {
    name: 'study',
    description: 'Spaced repetition: due cards, ratings, the study list, statistics and settings.',
  },
  { name: 'timers', description: 'Countdowns to an exam day, optionally covering books.' },
  { name: 'posts', description: 'Life and study posts: feeds, publishing, editing, likes.' },
  { name: 'comments', description: 'Comments and replies on posts.' },
  { name: 'social', description: 'Follows, blocks, and the follower, following and friend lists.' },
  { name: 'notifications', description: 'My notifications and their unread count.' },
  { name: 'realtime', description: 'Live events for the signed-in person (Server-Sent Events).' },
  { name: 'badges', description: 'Badges earned, and the one shown as a title.' },
  { name: 'search', description: 'Search over points, books, posts and people.' },
  {
    name: 'media',
    description: 'Images in cards and notes: uploads, and images of other sites fetched by the server.',
  },
  { name: 'storage', description: 'Stored files: avatars and uploaded images.' },
  { name: 'moderation', description: 'Reports of people, posts and books.' },
  { name: 'admin', description: 'Admins only: reports, bans, deletions, messages to people, the audit log.' },
  { name: 'config', description: 'What a client needs to know about this server.' },
  { name: 'health', description: 'Whether the server and its database answer.' },
  { name: 'dev', description: 'Development helpers, absent in production.' },
]
