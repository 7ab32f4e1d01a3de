/**
 * The fixed corpus of the relevance set (decision 015): what the queries in queries.ts search.
 * Chinese in both scripts, Japanese in both kana and both widths, English with accents, and
 * distractors that share a prefix, a character or a word with what a query wants.
 */

interface CorpusPoint {
  title: string
  content?: string
  description?: string
  hiddenContent?: string
}

export interface CorpusBook {
  title: string
  description?: string
  points: CorpusPoint[]
}

export const CORPUS_BOOKS: CorpusBook[] = [
  {
    title: '生物學 Biology notes',
    description: '細胞、光合作用與遺傳 — cells, photosynthesis and genetics',
    points: [
      { title: '光合作用的原理', content: '植物通过叶绿体把光能转化为化学能，并释放氧气。' },
      { title: '細胞呼吸與粒線體', content: '細胞透過粒線體分解葡萄糖，產生能量。' },
      { title: '遗传与基因突变', content: '基因突变可能改变蛋白质的结构。' },
      {
        title: 'Photosynthesis basics',
        content: 'The light reactions make ATP; the Calvin cycle fixes carbon dioxide.',
      },
      { title: 'Cellular respiration', content: 'Mitochondria produce ATP from glucose and oxygen.' },
      { title: 'Mitochondrial DNA', content: 'Inherited from the mother, it is used to trace ancestry.' },
      { title: '光合成の仕組み', content: '植物は光を使って二酸化炭素と水から糖を作る。' },
      { title: '細胞分裂', content: '有糸分裂と減数分裂の違いを覚える。' },
    ],
  },
  {
    title: '物理 Physics',
    description: '力学与电磁学',
    points: [
      { title: '牛顿第二定律', content: '力等于质量乘以加速度：F = ma。' },
      { title: '電磁感應定律', content: '法拉第發現變化的磁場會產生電流。' },
      { title: '量子力学入门', content: '波函数描述粒子的状态，测量会让它坍缩。' },
      {
        title: "Newton's laws of motion",
        content: 'Force equals mass times acceleration; every action has an equal and opposite reaction.',
      },
      {
        title: 'Electromagnetic induction',
        content: "Faraday's law: a changing magnetic field induces a current.",
      },
      { title: 'Quantum entanglement', content: 'Two particles share one state however far apart they are.' },
      { title: 'Photon energy', content: 'E = hf: the energy of a photon grows with its frequency.' },
    ],
  },
  {
    title: '日本語の教科書',
    description: 'ひらがな・カタカナ・漢字・敬語',
    points: [
      { title: 'ひらがなの練習', content: 'あいうえおを毎日書いて覚える。' },
      { title: 'カタカナ語の一覧', content: 'コンピューター、インターネット、アルバイト。' },
      { title: '漢字の読み方', content: '音読みと訓読みの違いを例で学ぶ。' },
      { title: '敬語の使い方', content: '尊敬語と謙譲語、丁寧語を場面で使い分ける。' },
      { title: 'すし と てんぷら', content: 'にほんの たべものの なまえを おぼえる。' },
      { title: 'りんごの数え方', content: 'ひとつ、ふたつ、みっつと かぞえる。' },
      { title: '英単語の覚え方', content: '単語帳を使って何度も繰り返す。' },
      { title: 'Learning Japanese kana', content: 'Hiragana first, then katakana, then kanji.' },
    ],
  },
  {
    title: '历史 History',
    description: '中国、日本与欧洲的历史',
    points: [
      { title: '中国历史：唐朝', content: '唐朝是中国历史上文化最繁荣的朝代之一，首都在长安。' },
      { title: '日本の歴史：江戸時代', content: '徳川家康が江戸に幕府を開いた。' },
      { title: 'The French Revolution', content: 'It began in 1789 with the storming of the Bastille.' },
      {
        title: 'World War II timeline',
        content: 'From 1939 to 1945, across Europe, Africa and the Pacific.',
      },
      { title: 'コーヒーの歴史', content: 'エチオピアで見つかり、世界に広まった。' },
    ],
  },
  {
    title: '计算机 Computer science',
    description: '数据结构、网络与数据库',
    points: [
      { title: '数据结构：二叉树', content: '二叉搜索树的插入和查找是 O(log n)。' },
      { title: '计算机网络协议', content: 'TCP 和 UDP 是传输层协议，HTTP 是应用层协议。' },
      { title: 'ﾃﾞｰﾀﾍﾞｰｽの正規化', content: '第一正規形から第三正規形まで。' },
      {
        title: 'Binary search trees',
        content: 'Insertion and lookup take O(log n) when the tree is balanced.',
      },
      { title: 'Naïve Bayes classifier', content: 'Assumes the features are independent given the class.' },
      { title: 'ＡＢＣ analysis', content: 'Inventory items ranked by their share of value.' },
    ],
  },
  {
    title: '数学 Mathematics',
    description: '微积分与线性代数',
    points: [
      { title: '微积分基础', content: '导数描述函数的变化率，积分是面积。' },
      { title: '微分積分の基礎', content: '導関数は接線の傾きを表す。' },
      { title: 'Calculus derivatives', content: 'The derivative measures the rate of change of a function.' },
      { title: 'Linear algebra', content: 'Matrices, vectors and eigenvalues.' },
    ],
  },
  {
    title: '学习方法 Study skills',
    description: '记忆、复习与考试',
    points: [
      { title: '學習方法：間隔重複', content: '間隔重複是一種記憶技巧，在快要忘記時複習。' },
      {
        title: 'Spaced repetition',
        content: 'Review cards at increasing intervals, just before you forget them.',
      },
      {
        title: 'Résumé writing tips',
        content: 'How to write a résumé for an internship: one page, verbs first.',
      },
      { title: 'Café study sessions', content: 'Some people focus better with the noise of a café.' },
      { title: 'Photography basics', content: 'Aperture, shutter speed and ISO.' },
      { title: '英语学习：不规则动词', content: 'go – went – gone，要反复朗读。' },
    ],
  },
  {
    title: '经济 Economics',
    description: '微观经济学',
    points: [
      { title: '经济学供需关系', content: '价格由供给和需求共同决定。' },
      { title: 'Supply and demand', content: 'Prices settle where supply meets demand.' },
      { title: '地理：长江与黄河', content: '长江是中国最长的河流，黄河被称为母亲河。' },
      { title: '有機化學的碳鍵', content: '碳原子可以形成四個共價鍵。' },
      { title: 'Organic chemistry: carbon bonds', content: 'Carbon forms four covalent bonds.' },
    ],
  },
]

export interface CorpusPost {
  title?: string
  content: string
}

export const CORPUS_POSTS: CorpusPost[] = [
  { title: '明天考试', content: '明天就要考试了，今晚复习光合作用。加油！' },
  { title: '期末試驗', content: '期末試驗結束了，終於可以休息。' },
  { title: '試験勉強', content: '今日は図書館で試験勉強をした。数学が難しい。' },
  { title: 'Exam week', content: 'Three exams in five days. Coffee is my best friend.' },
  { title: '', content: 'Finished my résumé today, applying for internships tomorrow.' },
  { title: '', content: '今天在咖啡馆学习了三个小时。' },
  { title: 'おすすめの単語帳', content: 'この単語帳で英単語を覚えた。' },
  {
    title: 'Spaced repetition works',
    content: 'After a month of daily reviews I remember almost everything.',
  },
]

export interface CorpusUser {
  name: string
  username: string
  bio?: string
}

export const CORPUS_USERS: CorpusUser[] = [
  { name: '山田太郎', username: 'taro_yamada', bio: '東京大学で物理を勉強しています。' },
  { name: 'やまだ はなこ', username: 'hanako', bio: '日本語の先生です。' },
  { name: '李明', username: 'liming', bio: '喜欢生物和化学。' },
  { name: '陳大文', username: 'chan_taiman', bio: '香港的學生，學習數學。' },
  { name: 'Alice Chen', username: 'alice_chen', bio: 'Biology student, coffee lover.' },
  { name: 'José Álvarez', username: 'jose_alvarez', bio: 'Learning Japanese and Chinese.' },
]
