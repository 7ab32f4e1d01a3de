import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  CommentCreateInput,
  LikeState,
  Post,
  PostCreateInput,
  PostUpdateInput,
} from '../../../shared/posts'
import { api, unwrap } from '../../lib/api'
import { starKeys } from '../stars/queries'
import { patchPost, snapshotPosts } from './cache'
import { postKeys } from './queries'

export function useCreatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PostCreateInput) => unwrap(api.posts.$post({ json: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: postKeys.lists() }),
    // The form marks the fields at fault and says why.
    meta: { silent: true },
  })
}

export function useUpdatePost(post: Post) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PostUpdateInput) =>
      unwrap(api.posts[':idOrSlug'].$patch({ param: { idOrSlug: post.id }, json: input })),
    onSuccess: (updated) => {
      patchPost(queryClient, post.id, () => updated)
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() })
    },
    meta: { silent: true },
  })
}

export function useDeletePost(post: Post) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(api.posts[':idOrSlug'].$delete({ param: { idOrSlug: post.id } })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: postKeys.comments(post.id) })
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: starKeys.all })
    },
  })
}

const withLike = (post: Post, isLiked: boolean): Post =>
  post.isLiked === isLiked
    ? post
    : { ...post, isLiked, likeCount: Math.max(0, post.likeCount + (isLiked ? 1 : -1)) }

/**
 * Like or unlike at once and roll back on error. Calls for one post run in order (`scope`), and
 * only the last one settling writes the server's count, so quick taps settle on the last choice
 * without flicker.
 */
export function useToggleLike(postId: string) {
  const queryClient = useQueryClient()
  const mutationKey = [...postKeys.all, 'like', postId]
  const isLast = () => queryClient.isMutating({ mutationKey }) <= 1
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(':') },
    mutationFn: (isLiked: boolean): Promise<LikeState> => {
      const param = { param: { id: postId } }
      return unwrap(isLiked ? api.posts[':id'].like.$put(param) : api.posts[':id'].like.$delete(param))
    },
    onMutate: async (isLiked) => {
      await queryClient.cancelQueries({ queryKey: postKeys.all })
      const previous = snapshotPosts(queryClient)
      patchPost(queryClient, postId, (post) => withLike(post, isLiked))
      return { previous }
    },
    onError: (_error, _isLiked, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data)
    },
    onSuccess: (state) => {
      if (!isLast()) return
      patchPost(queryClient, postId, (post) => ({
        ...post,
        isLiked: state.isLiked,
        likeCount: state.likeCount,
      }))
    },
  })
}

/** A comment or a reply; the thread list and the post's count follow. */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CommentCreateInput) =>
      unwrap(api.posts[':id'].comments.$post({ param: { id: postId }, json: input })),
    onSuccess: ({ commentCount }) => {
      patchPost(queryClient, postId, (post) => ({ ...post, commentCount }))
      void queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) })
    },
    meta: { silent: true },
  })
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (commentId: string) => unwrap(api.comments[':id'].$delete({ param: { id: commentId } })),
    onSuccess: ({ commentCount }) => {
      patchPost(queryClient, postId, (post) => ({ ...post, commentCount }))
      void queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) })
    },
  })
}
