import { isLocale, type Locale } from '../../shared/constants'
import { escapeMarkup } from '../lib/escape'
import type { Mail } from './mailer'

/** `existing-sign-up`: a sign-up with an address that has an account gets a sign-in code instead. */
export type CodeMailKind = 'email-verification' | 'sign-in' | 'forget-password' | 'existing-sign-up'

interface CodeMailText {
  subject: string
  intro: string
  action: string
  expiry: string
}

const TEXT: Record<Locale, Record<CodeMailKind, CodeMailText> & { ignore: string; notYou: string }> = {
  en: {
    'email-verification': {
      subject: 'Your Pointbook verification code',
      intro: 'Welcome to Pointbook! Enter this code to confirm your email address:',
      action: 'Or confirm with one tap:',
      expiry: 'The code expires in 10 minutes.',
    },
    'sign-in': {
      subject: 'Your Pointbook sign-in code',
      intro: 'Enter this code to sign in to Pointbook:',
      action: 'Or sign in with one tap:',
      expiry: 'The code expires in 10 minutes.',
    },
    'forget-password': {
      subject: 'Reset your Pointbook password',
      intro: 'Enter this code to choose a new password:',
      action: 'Or open this link to choose one:',
      expiry: 'The code expires in 10 minutes.',
    },
    'existing-sign-up': {
      subject: 'You already have a Pointbook account',
      intro:
        'Someone (perhaps you) tried to sign up to Pointbook with this address, which already has an account. To sign in to it instead, enter this code:',
      action: 'Or sign in with one tap:',
      expiry: 'The code expires in 10 minutes. Forgot your password? Choose a new one on the sign-in page.',
    },
    ignore: 'If you did not ask for this, you can ignore this mail.',
    notYou: 'If it was not you, ignore this mail: nothing was changed and no account was created.',
  },
  zh: {
    'email-verification': {
      subject: '你的 Pointbook 验证码',
      intro: '欢迎来到 Pointbook！请输入以下验证码确认你的邮箱：',
      action: '或点击链接一键确认：',
      expiry: '验证码 10 分钟内有效。',
    },
    'sign-in': {
      subject: '你的 Pointbook 登录验证码',
      intro: '请输入以下验证码登录 Pointbook：',
      action: '或点击链接一键登录：',
      expiry: '验证码 10 分钟内有效。',
    },
    'forget-password': {
      subject: '重置你的 Pointbook 密码',
      intro: '请输入以下验证码设置新密码：',
      action: '或打开此链接设置新密码：',
      expiry: '验证码 10 分钟内有效。',
    },
    'existing-sign-up': {
      subject: '你已经有 Pointbook 账号了',
      intro: '有人（也许是你）用这个邮箱注册 Pointbook，但它已经有账号。如需登录该账号，请输入以下验证码：',
      action: '或点击链接一键登录：',
      expiry: '验证码 10 分钟内有效。忘记密码？可在登录页设置新密码。',
    },
    ignore: '如果这不是你本人的操作，请忽略此邮件。',
    notYou: '如果这不是你本人的操作，请忽略此邮件：账号没有任何改动，也没有创建新账号。',
  },
  ja: {
    'email-verification': {
      subject: 'Pointbook の確認コード',
      intro: 'Pointbook へようこそ！次のコードを入力してメールアドレスを確認してください：',
      action: 'またはワンタップで確認：',
      expiry: 'コードの有効期限は 10 分です。',
    },
    'sign-in': {
      subject: 'Pointbook のログインコード',
      intro: '次のコードを入力して Pointbook にログインしてください：',
      action: 'またはワンタップでログイン：',
      expiry: 'コードの有効期限は 10 分です。',
    },
    'forget-password': {
      subject: 'Pointbook のパスワード再設定',
      intro: '次のコードを入力して新しいパスワードを設定してください：',
      action: 'またはこのリンクから設定：',
      expiry: 'コードの有効期限は 10 分です。',
    },
    'existing-sign-up': {
      subject: 'Pointbook のアカウントはすでにあります',
      intro:
        'どなたか（あなたかもしれません）がこのメールアドレスで Pointbook に登録しようとしましたが、このアドレスにはすでにアカウントがあります。そのアカウントにログインするには、次のコードを入力してください：',
      action: 'またはワンタップでログイン：',
      expiry: 'コードの有効期限は 10 分です。パスワードを忘れた場合は、ログインページで再設定できます。',
    },
    ignore: 'お心当たりがない場合は、このメールを無視してください。',
    notYou:
      'お心当たりがない場合は、このメールを無視してください。何も変更されておらず、新しいアカウントも作成されていません。',
  },
}

/** The mail that carries a 6-digit code and the one-tap link that exchanges it. */
export function codeMail(to: string, kind: CodeMailKind, code: string, link: string, locale: string): Mail {
  const lang = isLocale(locale) ? locale : 'en'
  const text = TEXT[lang][kind]
  const ignore = kind === 'existing-sign-up' ? TEXT[lang].notYou : TEXT[lang].ignore
  return {
    to,
    subject: text.subject,
    text: `${text.intro}\n\n${code}\n\n${text.action}\n${link}\n\n${text.expiry}\n${ignore}\n`,
    html: htmlDocument(
      lang,
      text.subject,
      `<p>${escapeMarkup(text.intro)}</p>` +
        `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeMarkup(code)}</p>` +
        `<p>${escapeMarkup(text.action)}<br><a href="${escapeMarkup(link)}">${escapeMarkup(link)}</a></p>` +
        `<p>${escapeMarkup(text.expiry)}<br>${escapeMarkup(ignore)}</p>`,
    ),
  }
}

/**
 * A mail's HTML as a whole document in its language (decision 027): a mail client's screen reader
 * reads a Chinese mail in a Chinese voice, whatever the reader's system is set to.
 */
const htmlDocument = (lang: Locale, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeMarkup(title)}</title></head>` +
  `<body>${body}</body></html>`

const APPEAL_TEXT: Record<
  Locale,
  {
    accepted: { subject: string; body: string }
    rejected: { subject: string; body: string }
    note: string
    signIn: string
  }
> = {
  en: {
    accepted: {
      subject: 'Your Pointbook appeal was accepted',
      body: 'An admin reviewed your appeal and lifted the ban on your account. You can sign in again.',
    },
    rejected: {
      subject: 'Your Pointbook appeal was reviewed',
      body: 'An admin reviewed your appeal and the ban on your account stays. This was your one appeal of this ban.',
    },
    note: 'The admin’s note:',
    signIn: 'Sign in:',
  },
  zh: {
    accepted: {
      subject: '你的 Pointbook 申诉已通过',
      body: '管理员审核了你的申诉，并解除了你账号的封禁。你现在可以重新登录。',
    },
    rejected: {
      subject: '你的 Pointbook 申诉已审核',
      body: '管理员审核了你的申诉，你的账号仍处于封禁状态。每次封禁只能申诉一次。',
    },
    note: '管理员的说明：',
    signIn: '登录：',
  },
  ja: {
    accepted: {
      subject: 'Pointbook への異議申し立てが承認されました',
      body: '管理者が異議申し立てを確認し、アカウントの凍結を解除しました。再びログインできます。',
    },
    rejected: {
      subject: 'Pointbook への異議申し立てを確認しました',
      body: '管理者が異議申し立てを確認しましたが、アカウントの凍結は継続されます。異議申し立ては凍結 1 回につき 1 度までです。',
    },
    note: '管理者からのメモ：',
    signIn: 'ログイン：',
  },
}

/** The answer to a banned person's appeal (decision 026): accepted (with the way back in) or not. */
export function appealAnswerMail(
  to: string,
  locale: string,
  accepted: boolean,
  note: string,
  signInUrl: string,
): Mail {
  const lang = isLocale(locale) ? locale : 'en'
  const text = APPEAL_TEXT[lang]
  const answer = accepted ? text.accepted : text.rejected
  const noteText = note ? `\n\n${text.note}\n${note}` : ''
  const link = accepted ? `\n\n${text.signIn}\n${signInUrl}` : ''
  return {
    to,
    subject: answer.subject,
    text: `${answer.body}${noteText}${link}\n`,
    html: htmlDocument(
      lang,
      answer.subject,
      `<p>${escapeMarkup(answer.body)}</p>` +
        (note ? `<p>${escapeMarkup(text.note)}<br>${escapeMarkup(note)}</p>` : '') +
        (accepted
          ? `<p>${escapeMarkup(text.signIn)}<br><a href="${escapeMarkup(signInUrl)}">${escapeMarkup(signInUrl)}</a></p>`
          : ''),
    ),
  }
}
