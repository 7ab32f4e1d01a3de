import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MyProfile, ProfileUpdateInput } from '../../../shared/accounts'
import { api, unwrap } from '../../lib/api'
import { profileKeys } from './queries'

function useStoreMe() {
  const queryClient = useQueryClient()
  return (me: MyProfile) => {
    queryClient.setQueryData(profileKeys.me(), me)
    queryClient.setQueryData(profileKeys.detail(me.id), me)
  }
}

export function useUpdateProfile() {
  const storeMe = useStoreMe()
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => unwrap(api.me.$patch({ json: input })),
    onSuccess: storeMe,
    meta: { silent: true },
  })
}

export function useUploadAvatar() {
  const storeMe = useStoreMe()
  return useMutation({
    mutationFn: (file: File) => unwrap(api.me.avatar.$put({ form: { file } })),
    onSuccess: (result) => storeMe(result.profile),
  })
}
