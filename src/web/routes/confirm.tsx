import { createFileRoute } from '@tanstack/react-router'
import { ConfirmRoute } from '../features/auth/components/ConfirmPage'
import { confirmRoute } from '../features/auth/confirm-route'

export const Route = createFileRoute('/confirm')({ ...confirmRoute, component: ConfirmRoute })
