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

/** Display names and handles, for people the social seed makes in SQL. */
export const PEOPLE_NAMES = PEOPLE.map(([name, handle]) => ({ name, handle }))

export interface PostText {
  title: string
  content: string
}

const STUDY_POSTS: readonly ((s: Subject) => PostText)[] = [
  (s) => ({
    title: `${s.en}: what I reviewed today`,
    content: `Two hours on **${s.en}** today.\n\n- Re-read my notes on the definitions\n- Did the practice set, 8 of 10 right\n- Wrote down the two I missed\n\nTomorrow: *worked examples*, then a timed quiz.`,
  }),
  (s) => ({
    title: `${s.zh}：今天的笔记`,
    content: `## ${s.zh}\n\n今天复习了三个重点：\n\n1. 基本概念和定义\n2. 常见的解题思路\n3. 容易混淆的地方\n\n> 先理解，再记忆。`,
  }),
  (s) => ({
    title: `${s.ja}の勉強記録`,
    content: `今日は**${s.ja}**を90分。\n\n- 過去問を2年分\n- 間違えたところをノートにまとめた\n\n明日はもう一度、苦手なところから。`,
  }),
  (s) => ({
    title: `A formula I keep forgetting (${s.en})`,
    content: `Writing it down so it sticks:\n\n$$\\frac{d}{dx}\\left(x^n\\right) = n\\,x^{n-1}$$\n\nThe trick is to check the units first. Anyone studying **${s.major}** has a better way to remember it?`,
  }),
  (s) => ({
    title: `${s.en} flashcards, week 3`,
    content: `| Day | Cards | Right |\n|---|---|---|\n| Mon | 40 | 31 |\n| Wed | 40 | 36 |\n| Fri | 40 | 39 |\n\nSpaced repetition works. The book is public if you want it.`,
  }),
  (s) => ({
    title: `Explaining ${s.en} to myself`,
    content: `If I cannot explain it simply, I do not understand it yet.\n\n### The idea in one sentence\n\nEvery rule in ${s.en} has a reason; find the reason and the rule follows.\n\n### What still confuses me\n\n- the exceptions\n- how it connects to ${s.field.toLowerCase()}`,
  }),
  (s) => ({
    title: `Practice problem: ${s.en}`,
    content: `Solved this one in the library:\n\n\`\`\`python\ndef review(cards):\n    return [c for c in cards if not c.known]\n\`\`\`\n\nThe point is not the code, it is the habit: **review what you missed first**.`,
  }),
  (s) => ({
    title: '',
    content: `Exam in ${s.en} next week. Study group on Thursday evening — reply if you want to join!`,
  }),
]

const LIFE_POSTS: readonly PostText[] = [
  { title: '', content: 'A walk by the river before the exam. Rest is part of studying.' },
  { title: 'Morning routine', content: 'Up at 6:30, coffee, **25 minutes** of reading, then the commute.' },
  { title: '', content: '今天在图书馆待了一整天，晚上吃了一碗热腾腾的面。' },
  { title: '', content: '桜がきれいだった。少しだけ休憩。' },
  {
    title: 'Weekend',
    content: 'Cooked for friends:\n\n- dumplings\n- a salad nobody touched\n- *far too much* dessert',
  },
  { title: '', content: 'Rainy day, good music, a clean desk. Ready for the week.' },
  { title: 'Small win', content: 'Finished the book I started in January. Next one on the list already.' },
  { title: '', content: '週末は実家に帰った。猫が元気そうでよかった。' },
  { title: '', content: 'Ran 5 km without stopping for the first time 🎉' },
  { title: '', content: '考试结束啦！今晚好好睡一觉。' },
]

/** Study posts (one per template and subject) and life posts, for the social seed. */
export const POST_TEXTS: { study: PostText[]; life: PostText[] } = {
  study: STUDY_POSTS.flatMap((make) => SUBJECTS.map((subject) => make(subject))),
  life: [...LIFE_POSTS],
}

export const COMMENT_TEXTS = [
  'Thanks for sharing!',
  'This helped me a lot, saving it.',
  '加油！',
  '一緒に頑張ろう！',
  'Which book did you use for this?',
  'Same here, the exceptions are the hardest part.',
  '我也在复习这个，一起加油。',
  'Good luck on the exam 🍀',
  'Could you share the flashcards?',
  'わかりやすい！ありがとうございます。',
]
