import { Link } from '~/components/link'

/**
 * What a settings page says where the member has no membership yet (no
 * card, no agreements…): why, then a link to the plans.
 */
export function NoMembershipNote({
  text,
  link,
  className,
  testId,
}: {
  text: string
  link: string
  className: string
  testId?: string
}) {
  return (
    <p className={className} data-testid={testId}>
      {text}{' '}
      <Link route="view-plans" className="font-semibold text-navy-800 underline">
        {link}
      </Link>
    </p>
  )
}
