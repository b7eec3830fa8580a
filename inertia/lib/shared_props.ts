import { usePage } from '@inertiajs/react'
import type { SharedPageProps } from '../../app/types/shared_props'

/**
 * The shared props, typed from the server's definition.
 */
export type Shared = SharedPageProps

export function useShared(): Shared {
  return usePage().props as unknown as Shared
}
