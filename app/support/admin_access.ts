import env from '#start/env'
import {
  canDoInSection,
  canOpenSection,
  sectionCan,
  sectionsFor,
  type AdminSectionAction,
  type AdminSectionKey,
  type StaffIdentity,
} from '#support/admin_sections'

/**
 * The registry's rules bound to this deployment's developer account
 * (DEVELOPER_EMAIL, SPEC §2.9). Policies, the navigation and the `can`
 * flags of pages all answer through here.
 */
const developer = () => env.get('DEVELOPER_EMAIL')

type Who = StaffIdentity | null | undefined

export const access = {
  canOpen: (who: Who, key: AdminSectionKey) => canOpenSection(who, key, developer()),
  can: <K extends AdminSectionKey>(who: Who, key: K, action: AdminSectionAction<K>) =>
    canDoInSection(who, key, action, developer()),
  /** The `can` flags a page of this section receives. */
  flags: <K extends AdminSectionKey>(who: Who, key: K) => sectionCan(who, key, developer()),
  sections: (who: Who) => sectionsFor(who, developer()),
}
