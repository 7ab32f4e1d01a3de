import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../../shell/Placeholder'

export const Route = createFileRoute('/books/$id/setting')({
  staticData: { title: 'book-setting' },
  component: Placeholder,
})
