import { TopicPage, type TopicPageProps } from '~/components/topics/topic_page'

/**
 * A service-area page (SPEC §2.2). Same template as the topics; the add-on
 * coverage areas also say that they are optional supplements to a Personal plan.
 */
export default function ServiceArea(props: TopicPageProps) {
  return <TopicPage {...props} />
}
