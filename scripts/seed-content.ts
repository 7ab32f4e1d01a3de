/**
 * Made-up but plausible study content for `npm run seed`: people, books in three languages,
 * points with sections, Markdown and hidden answers. Deterministic for a given random source.
 */
export type Random = () => number

/** mulberry32: a small seeded generator, so a seed run is repeatable. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T

const PEOPLE = [
  ['Mei Chen', 'mei_chen'],
  ['Wei Zhang', 'wei_zhang'],
  ['李娜', 'li_na'],
  ['王芳', 'wang_fang'],
  ['Haruto Sato', 'haruto_sato'],
  ['佐藤 結衣', 'yui_sato'],
  ['鈴木 蓮', 'ren_suzuki'],
  ['Emma Müller', 'emma_muller'],
  ['Lucas Martin', 'lucas_martin'],
  ['Sofia Rossi', 'sofia_rossi'],
  ['Amara Okafor', 'amara_okafor'],
  ['Diego García', 'diego_garcia'],
  ['Priya Sharma', 'priya_sharma'],
  ['Noah Smith', 'noah_smith'],
] as const

export function person(random: Random, index: number) {
  const [name, handle] = pick(random, PEOPLE)
  return {
    name,
    username: `${handle}_${index}`,
    email: `${handle.replace('_', '.')}.${index}@example.com`,
  }
}

const SUBJECTS = [
  { en: 'Cell Biology', zh: '细胞生物学', ja: '細胞生物学', major: 'Biology', field: 'Life sciences' },
  { en: 'Organic Chemistry', zh: '有机化学', ja: '有機化学', major: 'Chemistry', field: 'Natural sciences' },
  { en: 'Linear Algebra', zh: '线性代数', ja: '線形代数', major: 'Mathematics', field: 'Mathematics' },
  {
    en: 'Macroeconomics',
    zh: '宏观经济学',
    ja: 'マクロ経済学',
    major: 'Economics',
    field: 'Social sciences',
  },
  { en: 'World History', zh: '世界史', ja: '世界史', major: 'History', field: 'Humanities' },
  {
    en: 'Data Structures',
    zh: '数据结构',
    ja: 'データ構造',
    major: 'Computer Science',
    field: 'Engineering',
  },
  { en: 'Anatomy', zh: '解剖学', ja: '解剖学', major: 'Medicine', field: 'Health sciences' },
  { en: 'Contract Law', zh: '合同法', ja: '契約法', major: 'Law', field: 'Law' },
  { en: 'Japanese N2 Grammar', zh: '日语N2语法', ja: 'N2文法', major: 'Languages', field: 'Humanities' },
  { en: 'Thermodynamics', zh: '热力学', ja: '熱力学', major: 'Physics', field: 'Natural sciences' },
] as const

type Subject = (typeof SUBJECTS)[number]

const TITLES: readonly ((s: Subject) => string)[] = [
  (s) => `${s.en} exam review`,
  (s) => `Introduction to ${s.en}`,
  (s) => `${s.en}: key concepts`,
  (s) => `${s.zh}复习笔记`,
  (s) => `${s.zh}重点整理`,
  (s) => `${s.ja}のまとめ`,
  (s) => `${s.ja} 試験対策`,
]

export function bookContent(random: Random) {
  const subject = pick(random, SUBJECTS)
  const title = pick(random, TITLES)(subject)
  return {
    subject,
    title,
    description: `Notes and flash cards for ${subject.en}, collected while preparing for the final exam.`,
  }
}

const TOPICS = ['Definitions', 'Core ideas', 'Worked examples', 'Common mistakes', 'Past exam questions']

/** Point `index` of a book: a new section every ten points. */
export function pointContent(random: Random, subject: Subject, index: number) {
  const section = Math.floor(index / 10)
  const topic = TOPICS[section % TOPICS.length]
  const n = index + 1
  const formula = random() < 0.3 ? `\n\n$$E = mc^2$$\n` : ''
  const code = random() < 0.2 ? '\n\n```python\ndef answer(x):\n    return x * 2\n```\n' : ''
  return {
    title: `${subject.en} #${n}: ${topic?.toLowerCase()}`,
    description: `Card ${n} of chapter ${section + 1}`,
    content: `## Question ${n}\n\nExplain the idea behind **${topic}** in ${subject.en}.\n\n- Recall the definition\n- Give one example\n- Name one exception${formula}${code}`,
    hiddenContent: `**Answer:** the key point of card ${n} is that every rule in ${subject.en} has a reason; state it in one sentence.`,
    sectionTitle: `Chapter ${section + 1}: ${topic}`,
    sectionDescription: `What to know about ${topic?.toLowerCase()} before the exam.`,
    majorName: subject.major,
    fieldName: subject.field,
  }
}

export const NOTE_TEXTS = [
  'Remember this one for the exam.',
  '这个知识点要多复习几次。',
  'ここは試験によく出る。',
  'I keep mixing this up with the previous card.',
  'See also chapter 2, *worked examples*.',
]
