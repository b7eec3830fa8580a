export type { FlashProps } from '../../app/types/shared_props'
