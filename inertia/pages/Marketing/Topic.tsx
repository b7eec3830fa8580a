import { TopicPage, type TopicPageProps } from '~/components/topics/topic_page'

/** A topic of the Personal or Business navigation (SPEC §2.2). */
export default function Topic(props: TopicPageProps) {
  return <TopicPage {...props} />
}
