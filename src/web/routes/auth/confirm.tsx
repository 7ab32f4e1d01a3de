import { createFileRoute } from '@tanstack/react-router'
import { confirmRoute } from '../../features/auth/confirm-route'

export const Route = createFileRoute('/auth/confirm')({ ...confirmRoute })
