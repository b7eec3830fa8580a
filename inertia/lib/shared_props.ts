import { usePage } from '@inertiajs/react'
import type { Data } from '@generated/data'

/**
 * The shared props, as the framework infers them from the Inertia
 * middleware's share() (generated into `.adonisjs/client/data.d.ts`).
 */
export type Shared = Data.SharedProps

export function useShared(): Shared {
  return usePage().props as unknown as Shared
}
