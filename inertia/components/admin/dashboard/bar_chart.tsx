import { useId } from 'react'

export type ChartPoint = { label: string; value: number }

const WIDTH = 400
const HEIGHT = 220
const PAD = { top: 12, right: 8, bottom: 28, left: 60 }

/** A round ceiling for the axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number) {
  // Small counts keep whole-number ticks (0, 1, 2).
  if (value <= 2) return 2
  const power = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10
  return step * power
}

/**
 * A bar chart as plain SVG (DESIGN §8: charts are rendered on the server;
 * chart libraries that measure the DOM render nothing in SSR). The SVG has
 * an accessible title and description, and every bar its own title with
 * the exact figure; the same figures are listed in a visually hidden table.
 */
export function BarChart({
  title,
  description,
  points,
  format,
  color = '#1f2a44',
  testId,
}: {
  title: string
  description: string
  points: ChartPoint[]
  format: (value: number) => string
  color?: string
  testId?: string
}) {
  const id = useId()
  const max = niceMax(Math.max(0, ...points.map((point) => point.value)))
  const innerWidth = WIDTH - PAD.left - PAD.right
  const innerHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = innerWidth / Math.max(points.length, 1)
  const barWidth = Math.max(4, slot * 0.6)
  const y = (value: number) => PAD.top + innerHeight - (value / max) * innerHeight
  const ticks = [0, max / 2, max]

  return (
    <figure className="rounded-lg bg-white p-4 shadow-sm" data-testid={testId}>
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#64748b">
              {format(tick)}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const x = PAD.left + slot * index + (slot - barWidth) / 2
          const top = y(point.value)
          return (
            <g key={point.label}>
              <rect
                x={x}
                y={top}
                width={barWidth}
                height={Math.max(0, PAD.top + innerHeight - top)}
                rx="2"
                fill={color}
              >
                <title>{`${point.label}: ${format(point.value)}`}</title>
              </rect>
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 10}
                textAnchor="middle"
                fontSize="11"
                fill="#64748b"
              >
                {point.label}
              </text>
            </g>
          )
        })}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{format(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
