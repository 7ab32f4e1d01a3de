import { useInfiniteQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { POST_CONTENT_MAX, POST_KINDS, type PostKind } from '../../../../shared/post-constants'
import { type Post, PostCreateInput } from '../../../../shared/posts'
import { useFormSubmit } from '../../../lib/form'
import { DraftNotice } from '../../../ui/DraftNotice'
import { Field } from '../../../ui/Field'
import { FormAlert } from '../../../ui/FormAlert'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { toast } from '../../../ui/toast'
import { draftOf, useDraft } from '../../../ui/use-draft'
import { bookListOptions } from '../../books/queries'
import { MarkdownTextArea } from '../../markdown/MarkdownTextArea'
import { pointListOptions } from '../../points/queries'
import { useSignedInId } from '../../session/use-signed-in-id'
import { useCreatePost, useUpdatePost } from '../mutations'

interface Values {
  kind: PostKind
  title: string
  content: string
  linkedBookId: string
  linkedPointId: string
}

function valuesOf(post?: Post): Values {
  return {
    kind: post?.kind ?? 'study',
    title: post?.title ?? '',
    content: post?.content ?? '',
    linkedBookId:
      post?.link?.kind === 'book'
        ? post.link.book.id
        : post?.link?.kind === 'point'
          ? post.link.point.book.id
          : '',
    linkedPointId: post?.link?.kind === 'point' ? post.link.point.id : '',
  }
}

/** The input the API takes: a point link wins over its book; a life post links nothing. */
function inputOf(values: Values) {
  const isStudy = values.kind === 'study'
  const pointId = isStudy && values.linkedPointId ? values.linkedPointId : null
  const bookId = isStudy && !pointId && values.linkedBookId ? values.linkedBookId : null
  return {
    kind: values.kind,
    title: values.title,
    content: values.content,
    linkedBookId: bookId,
    linkedPointId: pointId,
  }
}

/** Whether `userId` left a new post unfinished on this device (the composer opens with it). */
export function hasNewPostDraft(userId: string): boolean {
  return draftOf(userId, 'post:new', valuesOf()) !== null
}

/** Writes a new post, or edits `post`: kind, optional title, Markdown content, a study link. */
export function PostComposer({ post, onDone }: { post?: Post; onDone(post: Post): void }) {
  const { t } = useTranslation()
  const create = useCreatePost()
  const update = useUpdatePost(post as Post)
  const userId = useSignedInId()
  const draft = useDraft(userId, post ? `post:${post.id}` : 'post:new', valuesOf(post))
  const { values, setValues } = draft
  const change = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }))
  const form = useFormSubmit(
    PostCreateInput,
    async (input) => {
      const saved = post ? await update.mutateAsync(input) : await create.mutateAsync(input)
      toast(post ? t('posts.saved') : t('posts.published'), 'success')
      if (!post) setValues(valuesOf())
      onDone(saved)
    },
    { guard: draft.guard },
  )
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(inputOf(values))
  }
  const { errors, isBusy } = form
  return (
    <form onSubmit={handleSubmit} onChange={form.handleChange} noValidate className="flex flex-col gap-1">
      <DraftNotice savedAt={draft.restoredAt} onDiscard={draft.discardDraft} />
      <div role="radiogroup" aria-label={t('posts.kind')} className="join">
        {POST_KINDS.map((kind) => (
          <label key={kind} className={`btn join-item btn-sm ${values.kind === kind ? 'btn-primary' : ''}`}>
            <input
              type="radio"
              name="kind"
              className="sr-only"
              checked={values.kind === kind}
              onChange={() => change({ kind })}
            />
            {t(`posts.kind-${kind}`)}
          </label>
        ))}
      </div>
      <Field
        label={t('posts.title-optional')}
        name="title"
        value={values.title}
        error={errors.title}
        onChange={(e) => change({ title: e.target.value })}
      />
      <MarkdownTextArea
        label={t('posts.content')}
        name="content"
        rows={6}
        max={POST_CONTENT_MAX}
        value={values.content}
        error={errors.content}
        onChange={(e) => change({ content: e.target.value })}
      />
      {values.kind === 'study' && (
        <LinkPicker values={values} error={errors.linkedBookId ?? errors.linkedPointId} onChange={change} />
      )}
      <FormAlert form={form} />
      <button type="submit" className="btn btn-primary mt-2" disabled={isBusy}>
        <SubmitSpinner form={form} />
        {post ? t('posts.save') : t('posts.publish')}
      </button>
    </form>
  )
}

/** One of my books, and optionally one of its points, shown under the post as a card. */
function LinkPicker({
  values,
  error,
  onChange,
}: {
  values: Values
  error: string | undefined
  onChange(patch: Partial<Values>): void
}) {
  const { t } = useTranslation()
  const books = useInfiniteQuery(bookListOptions('mine'))
  const points = useInfiniteQuery({
    ...pointListOptions(values.linkedBookId),
    enabled: values.linkedBookId !== '',
  })
  const myBooks = books.data?.pages.flatMap((page) => page.items) ?? []
  const bookPoints = points.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <fieldset className="fieldset py-1">
      <legend className="fieldset-legend pb-1">{t('posts.link')}</legend>
      <select
        name="linkedBookId"
        className={`select w-full ${error ? 'select-error' : ''}`}
        aria-label={t('posts.link-book')}
        value={values.linkedBookId}
        onChange={(e) => onChange({ linkedBookId: e.target.value, linkedPointId: '' })}
      >
        <option value="">{t('posts.link-none')}</option>
        {myBooks.map((book) => (
          <option key={book.id} value={book.id}>
            {book.title}
          </option>
        ))}
      </select>
      {values.linkedBookId && bookPoints.length > 0 && (
        <select
          name="linkedPointId"
          className="select w-full"
          aria-label={t('posts.link-point')}
          value={values.linkedPointId}
          onChange={(e) => onChange({ linkedPointId: e.target.value })}
        >
          <option value="">{t('posts.link-whole-book')}</option>
          {bookPoints.map((point) => (
            <option key={point.id} value={point.id}>
              {point.title}
            </option>
          ))}
        </select>
      )}
      {error && (
        <p className="label whitespace-normal text-error">
          {t(`validation.${error}` as 'validation.invalid')}
        </p>
      )}
    </fieldset>
  )
}
